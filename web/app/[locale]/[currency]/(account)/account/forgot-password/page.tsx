import type { Metadata } from 'next';
import { accountTitle, PublicAccountPage } from '@/features/account/AccountPage';
import { ForgotPasswordForm } from '@/features/account/ForgotPasswordForm';
import { getIntl, getLocale } from '@/platform/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.forgot.title');
}

/** /account/forgot-password/: the reset link by mail. */
export default async function ForgotPasswordPage() {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  return (
    <PublicAccountPage locale={locale} title="account.forgot.title">
      <p>{intl.formatMessage({ id: 'account.forgot.intro' })}</p>
      <ForgotPasswordForm />
    </PublicAccountPage>
  );
}
