import type { Metadata } from 'next';
import { accountTitle, PublicAccountPage } from '@/features/account/AccountPage';
import { SignInForm } from '@/features/account/SignInForm';
import { SocialButtons } from '@/features/account/SocialButtons';
import { socialProviders } from '@/features/account/socialProviders';
import styles from '@/features/account/account.module.css';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { ErrorNotice } from '@/ui/ErrorNotice';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.signIn.title');
}

/** /account/sign-in/: email and password, or a configured social provider. */
export default async function SignInPage({ searchParams }: PageProps<'/[locale]/[currency]/account/sign-in'>) {
  const locale = await getLocale();
  const [intl, providers, query] = await Promise.all([getIntl(locale), socialProviders(), searchParams]);
  return (
    <PublicAccountPage locale={locale} title="account.signIn.title">
      {query.deleted === '1' && (
        <p className={styles.success}>{intl.formatMessage({ id: 'account.signIn.deleted' })}</p>
      )}
      {query.error === 'social' && (
        <ErrorNotice>{intl.formatMessage({ id: 'account.error.socialFailed' })}</ErrorNotice>
      )}
      <SignInForm />
      <SocialButtons providers={providers} />
    </PublicAccountPage>
  );
}
