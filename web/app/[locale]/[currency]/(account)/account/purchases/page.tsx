import type { Metadata } from 'next';
import { accountTitle, requireSession, SignedInPage } from '@/features/account/AccountPage';
import { PurchaseList } from '@/features/account/PurchaseList';
import { getLocale } from '@/platform/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.purchases.title');
}

/** /account/purchases/: paid orders (and earlier guest orders of the confirmed address), with their links. */
export default async function PurchasesPage() {
  const locale = await getLocale();
  const token = await requireSession(locale);
  return (
    <SignedInPage locale={locale} title="account.purchases.title">
      <PurchaseList locale={locale} token={token} />
    </SignedInPage>
  );
}
