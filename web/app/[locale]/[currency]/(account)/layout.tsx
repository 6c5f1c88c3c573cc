import type { ReactNode } from 'react';
import { AccountFrame } from '@/features/account/AccountFrame';
import { ConsentBanner } from '@/features/frame/consent/ConsentBanner';
import { AllMessages } from '@/platform/i18n/AllMessages';
import { getLocale } from '@/platform/i18n/server';
import { requestNonce } from '@/platform/security/requestNonce';

/** The account site's layout (spec §1), apart from the shop's header and footer. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const [locale, nonce] = await Promise.all([getLocale(), requestNonce()]);
  return (
    <AllMessages locale={locale}>
      <ConsentBanner nonce={nonce} />
      <AccountFrame locale={locale}>{children}</AccountFrame>
    </AllMessages>
  );
}
