import type { ReactNode } from 'react';
import { ConsentBanner } from '@/features/frame/consent/ConsentBanner';
import { AllMessages } from '@/platform/i18n/AllMessages';
import { getLocale } from '@/platform/i18n/server';
import { requestNonce } from '@/platform/security/requestNonce';
import { CheckoutHeader } from '@/features/frame/layout/CheckoutHeader';

/**
 * The checkout layout (spec §2): a reduced frame for the checkout steps. The steps whose client components query
 * through Apollo Client get it from their own layout (src/platform/gateway/ApolloLayout.tsx); the cart does not need it.
 */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  const [locale, nonce] = await Promise.all([getLocale(), requestNonce()]);
  return (
    <AllMessages locale={locale}>
      <ConsentBanner nonce={nonce} />
      <CheckoutHeader locale={locale} />
      <main id="main" className="container">
        {children}
      </main>
    </AllMessages>
  );
}
