'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import checkoutStyles from '@/ui/shop.module.css';
import type { MessageId } from '@/platform/i18n/messages';
import { ErrorNotice } from '@/ui/ErrorNotice';
import styles from './plans.module.css';

/** A step that cannot go on: what happened, and the way back (to the plans, the data step…). */
export function PlanMessage({ message, href, label }: { message: ReactNode; href: string; label: string }) {
  return (
    <div className={styles.message}>
      <ErrorNotice>{message}</ErrorNotice>
      <Link className="button" href={href}>
        {label}
      </Link>
    </div>
  );
}

/** A step whose data could not be read (an outage, a rate limit): the reason, and a retry. */
export function LoadFailure({ message, retry }: { message: MessageId; retry: () => void }) {
  const intl = useIntl();
  return (
    <div className={checkoutStyles.errorBlock}>
      <ErrorNotice>{intl.formatMessage({ id: message })}</ErrorNotice>
      <button type="button" className={checkoutStyles.secondaryButton} onClick={retry}>
        {intl.formatMessage({ id: 'checkout.retry' })}
      </button>
    </div>
  );
}
