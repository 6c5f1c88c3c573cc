import type { Metadata } from 'next';
import { accountTitle, PublicAccountPage } from '@/features/account/AccountPage';
import { RegisterForm } from '@/features/account/RegisterForm';
import { SocialButtons } from '@/features/account/SocialButtons';
import { socialProviders } from '@/features/account/socialProviders';
import { getIntl, getLocale } from '@/platform/i18n/server';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.register.title');
}

/** /account/register/: a new account, signed in at once. */
export default async function RegisterPage() {
  const locale = await getLocale();
  const [intl, providers] = await Promise.all([getIntl(locale), socialProviders()]);
  return (
    <PublicAccountPage locale={locale} title="account.register.title">
      <p>{intl.formatMessage({ id: 'account.register.intro' })}</p>
      <RegisterForm />
      <SocialButtons providers={providers} />
    </PublicAccountPage>
  );
}
