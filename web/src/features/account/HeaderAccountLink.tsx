'use client';

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '@/platform/session/SessionProvider';

type Props = { href: string; className: string; labelClassName: string; icon: ReactNode };

/** The header's account link: "log in" for a visitor, the account's username once signed in. */
export function HeaderAccountLink({ href, className, labelClassName, icon }: Props) {
  const intl = useIntl();
  const { status, user } = useSession();
  return (
    <a className={className} href={href} data-testid="header-account">
      {icon}
      {status === 'signedIn' ? (
        <span
          className={labelClassName}
          title={intl.formatMessage({ id: 'account.header.signedIn' }, { username: user.username })}
        >
          {user.username}
        </span>
      ) : (
        <span className={labelClassName}>{intl.formatMessage({ id: 'header.login' })}</span>
      )}
    </a>
  );
}
