import Link from 'next/link';
import { CookieSettingsButton } from '@/features/frame/consent/CookieSettingsButton';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { localePath } from '@/platform/i18n/localePath';
import { Logo } from '../../../ui/Logo';
import styles from './CheckoutHeader.module.css';

/**
 * The checkout layout's header: no navigation to lead the visitor away, only a way back, and the cookie
 * settings (the checkout has no footer, and the choice can be changed on every page).
 */
export async function CheckoutHeader({ locale }: { locale: AppLocale }) {
  const intl = await getIntl(locale);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Logo locale={locale} />
        <p className={styles.secure}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.lock}>
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
          {intl.formatMessage({ id: 'checkout.secure' })}
        </p>
        <Link className={styles.back} href={localePath(locale, '/')}>
          {intl.formatMessage({ id: 'checkout.continueShopping' })}
        </Link>
        <CookieSettingsButton className={styles.cookieSettings}>
          {intl.formatMessage({ id: 'consent.settings' })}
        </CookieSettingsButton>
      </div>
    </header>
  );
}
