import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/platform/i18n/locales';
import type { MessageId } from '@/platform/i18n/messages';
import { getIntl } from '@/platform/i18n/server';
import { getSessionToken } from '@/platform/session/sessionToken';
import { accountPath } from '../../platform/routing/accountPath';
import { AccountNav } from './AccountNav';
import styles from './account.module.css';

type AccountPageProps = { locale: AppLocale; title: MessageId; children: ReactNode };

/** A page of the account site without a session (sign in, register…): a title over one column. */
export async function PublicAccountPage({ locale, title, children }: AccountPageProps) {
  const intl = await getIntl(locale);
  return (
    <div className={`${styles.page} ${styles.bodyNarrow}`}>
      <h1>{intl.formatMessage({ id: title })}</h1>
      {children}
    </div>
  );
}

/** The session token of a signed-in page; without one, the visitor signs in first. */
export async function requireSession(locale: AppLocale): Promise<string> {
  const token = await getSessionToken();
  if (!token) redirect(accountPath(locale, '/sign-in/'));
  return token;
}

/** A signed-in page: the account's navigation beside it. */
export async function SignedInPage({ locale, title, children }: AccountPageProps) {
  const intl = await getIntl(locale);
  return (
    <div className={styles.body}>
      <AccountNav />
      <div className={styles.page}>
        <h1>{intl.formatMessage({ id: title })}</h1>
        {children}
      </div>
    </div>
  );
}

/** The page's title, for its metadata. */
export async function accountTitle(locale: AppLocale, title: MessageId) {
  const intl = await getIntl(locale);
  return { title: intl.formatMessage({ id: title }), robots: { index: false } };
}
