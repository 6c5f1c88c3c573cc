import type { ReactNode } from 'react';
import { ApolloWrapper } from '@/graphql/ApolloWrapper';
import { ConsentBanner } from '@/consent/ConsentBanner';
import { AllMessages } from '@/i18n/AllMessages';
import { getLocale } from '@/i18n/server';
import { CheckoutHeader } from '@/layout/CheckoutHeader';
import { requestNonce } from '@/security/requestNonce';

/**
 * The checkout layout (spec §2): a reduced frame for the checkout steps, whose client components
 * (cart, customer, payment) query through Apollo Client. Checkout pages run under a
 * nonce policy, so Apollo's inline rehydration script carries the nonce.
 */
export default async function CheckoutLayout({ children }: { children: ReactNode }) {
  const [locale, nonce] = await Promise.all([getLocale(), requestNonce()]);
  return (
    <AllMessages locale={locale}>
      <ConsentBanner />
      <ApolloWrapper nonce={nonce}>
        <CheckoutHeader locale={locale} />
        <main id="main" className="container">
          {children}
        </main>
      </ApolloWrapper>
    </AllMessages>
  );
}
