'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/platform/i18n/messages';
import { useSession } from '@/platform/session/SessionProvider';
import { type AccountPage, accountPath } from '../../platform/routing/accountPath';
import { useAccountNavigation } from './useAccountNavigation';
import styles from './account.module.css';

const PAGES: [AccountPage, MessageId][] = [
  ['/', 'account.nav.profile'],
  ['/purchases/', 'account.nav.purchases'],
  ['/library/', 'credits.nav.library'],
  ['/change-password/', 'account.nav.changePassword'],
  ['/privacy/', 'account.nav.privacy'],
];

/** The signed-in pages of the account site, and signing out (spec §4: clears token and user). */
export function AccountNav() {
  const intl = useIntl();
  const pathname = usePathname();
  const { locale, goTo } = useAccountNavigation();
  const session = useSession();
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
      <ul>
        {PAGES.map(([page, label]) => {
          const href = accountPath(locale, page);
          return (
            <li key={page}>
              <Link href={href} aria-current={pathname === href ? 'page' : undefined}>
                {intl.formatMessage({ id: label })}
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={styles.navButton}
            onClick={async () => {
              await session.signOut();
              goTo('/sign-in/');
            }}
          >
            {intl.formatMessage({ id: 'account.nav.signOut' })}
          </button>
        </li>
      </ul>
    </nav>
  );
}
