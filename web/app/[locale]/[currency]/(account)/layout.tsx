import type { ReactNode } from 'react';
import { AccountFrame } from '@/account/AccountFrame';
import { getLocale } from '@/i18n/server';

/** The account site's layout (spec §1), apart from the shop's header and footer. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  return <AccountFrame locale={await getLocale()}>{children}</AccountFrame>;
}
