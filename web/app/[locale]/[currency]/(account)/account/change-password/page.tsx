import type { Metadata } from 'next';
import { accountTitle, requireSession, SignedInPage } from '@/features/account/AccountPage';
import { ChangePasswordForm } from '@/features/account/ChangePasswordForm';
import { getLocale } from '@/platform/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.changePassword.title');
}

/** /account/change-password/ */
export default async function ChangePasswordPage() {
  const locale = await getLocale();
  await requireSession(locale);
  return (
    <SignedInPage locale={locale} title="account.changePassword.title">
      <ChangePasswordForm />
    </SignedInPage>
  );
}
