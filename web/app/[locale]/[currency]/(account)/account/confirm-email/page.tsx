import type { Metadata } from 'next';
import { accountTitle, PublicAccountPage } from '@/features/account/AccountPage';
import { ResendConfirmationForm } from '@/features/account/ResendConfirmationForm';
import { getIntl, getLocale } from '@/platform/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.confirmEmail.title');
}

/** /account/confirm-email/: after a sign-in refused for an unconfirmed address, "send the mail again". */
export default async function ConfirmEmailPage() {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  return (
    <PublicAccountPage locale={locale} title="account.confirmEmail.title">
      <p>{intl.formatMessage({ id: 'account.confirmEmail.intro' })}</p>
      <ResendConfirmationForm />
    </PublicAccountPage>
  );
}
