'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import styles from '../../../ui/shop.module.css';

/** Shown while the stored cart is read: localStorage exists only after hydration. */
export function CartLoading() {
  const intl = useIntl();
  return (
    <p className={styles.muted} role="status">
      {intl.formatMessage({ id: 'checkout.loading' })}
    </p>
  );
}

/** An empty cart, with the way back to the catalogue. */
export function EmptyCart({ locale }: { locale: AppLocale }) {
  const intl = useIntl();
  return (
    <div className={styles.empty}>
      <p>{intl.formatMessage({ id: 'checkout.order.empty' })}</p>
      <Link className="button" href={localePath(locale, '/catalog/')}>
        {intl.formatMessage({ id: 'cart.browse' })}
      </Link>
    </div>
  );
}
