import type { Metadata } from 'next';
import { accountTitle, requireSession, SignedInPage } from '@/features/account/AccountPage';
import { LibraryView } from '@/features/plans/credits/LibraryView';
import { getLocale } from '@/platform/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'credits.library.title');
}

/** /account/library/: every diagram obtained by purchase or credits, with its link, and the credit history. */
export default async function LibraryPage() {
  const locale = await getLocale();
  const token = await requireSession(locale);
  return (
    <SignedInPage locale={locale} title="credits.library.title">
      <LibraryView locale={locale} token={token} />
    </SignedInPage>
  );
}
