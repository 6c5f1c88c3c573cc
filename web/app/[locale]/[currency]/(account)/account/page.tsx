import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { accountTitle, requireSession, SignedInPage } from '@/features/account/AccountPage';
import { accountPath } from '@/platform/routing/accountPath';
import styles from '@/features/account/account.module.css';
import { ResendConfirmationForm } from '@/features/account/ResendConfirmationForm';
import { PlanSection } from '@/features/plans/credits/PlanSection';
import { MeDocument } from '@/gql/graphql';
import { languages } from '@/platform/i18n/locales';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { callGateway } from '@/platform/session/gatewayCall';
import sections from '@/ui/pageSection.module.css';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.profile.title');
}

/** /account/: the profile (an unconfirmed address can have its mail sent again from here), the plan and the credits. */
export default async function ProfilePage() {
  const locale = await getLocale();
  const token = await requireSession(locale);
  const [intl, result] = await Promise.all([getIntl(locale), callGateway(MeDocument, {}, { token })]);
  // A refused token: signing in again clears it (spec §4), as does the session's own check.
  if (!result.ok || !result.data.me) redirect(accountPath(locale, '/sign-in/'));
  const user = result.data.me;
  return (
    <SignedInPage locale={locale} title="account.profile.title">
      <dl className={sections.details}>
        <dt>{intl.formatMessage({ id: 'account.profile.username' })}</dt>
        <dd data-testid="account-username">{user.username}</dd>
        <dt>{intl.formatMessage({ id: 'account.profile.email' })}</dt>
        <dd data-testid="account-email">{user.email}</dd>
        <dt>{intl.formatMessage({ id: 'languageSwitcher.label' })}</dt>
        <dd>{languages[user.locale].name}</dd>
      </dl>
      {!user.confirmed && (
        <section className={sections.section}>
          <p className={styles.warning}>{intl.formatMessage({ id: 'account.profile.unconfirmed' })}</p>
          <ResendConfirmationForm />
        </section>
      )}
      <PlanSection locale={locale} token={token} />
    </SignedInPage>
  );
}
