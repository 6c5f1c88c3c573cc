'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useStoredCount } from './useStoredCount';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import styles from './CountBadgeLink.module.css';

type Props = { href: string; storageKey: 'wishlist' | 'cart'; className: string; children: ReactNode };

/** A header link to a stored list (wishlist, cart) with its item count as a badge when not empty. */
export function CountBadgeLink({ href, storageKey, className, children }: Props) {
  const intl = useIntl();
  const count = useStoredCount(storageKey);
  return (
    <Link href={href} className={className}>
      {children}
      {count > 0 && (
        <>
          <span className={styles.badge} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
          <VisuallyHidden>, {intl.formatMessage({ id: 'header.badge.count' }, { count })}</VisuallyHidden>
        </>
      )}
    </Link>
  );
}
