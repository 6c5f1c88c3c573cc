import type { Metadata } from 'next';
import Link from 'next/link';
import { accountTitle, PublicAccountPage } from '@/features/account/AccountPage';
import { accountPath } from '@/platform/routing/accountPath';
import styles from '@/features/account/account.module.css';
import { accountProblem } from '@/features/account/problems';
import { ConfirmEmailDocument } from '@/gql/graphql';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { callGateway } from '@/platform/session/gatewayCall';
import { ErrorNotice } from '@/ui/ErrorNotice';

export async function generateMetadata(): Promise<Metadata> {
  return accountTitle(await getLocale(), 'account.emailConfirmed.title');
}

/** /account/email-confirmed/?confirmation=…: the confirmation mail's link, confirmed on arrival. */
export default async function EmailConfirmedPage({
  searchParams,
}: PageProps<'/[locale]/[currency]/account/email-confirmed'>) {
  const locale = await getLocale();
  const [intl, { confirmation }] = await Promise.all([getIntl(locale), searchParams]);
  const result =
    typeof confirmation === 'string' && confirmation ? await callGateway(ConfirmEmailDocument, { confirmation }) : null;
  return (
    <PublicAccountPage locale={locale} title="account.emailConfirmed.title">
      {result?.ok ? (
        <p className={styles.success} role="status">
          {intl.formatMessage({ id: 'account.emailConfirmed.done' })}
        </p>
      ) : (
        <ErrorNotice>
          {intl.formatMessage({
            id: (result && accountProblem(result.failure).message) || 'account.error.invalidConfirmation',
          })}
        </ErrorNotice>
      )}
      <Link className="button" href={accountPath(locale, '/')}>
        {intl.formatMessage({ id: 'account.emailConfirmed.continue' })}
      </Link>
    </PublicAccountPage>
  );
}
