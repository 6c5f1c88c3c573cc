import Link from 'next/link';
import type { AppLocale } from '@/i18n/locales';
import { getIntl } from '@/i18n/server';
import { localePath } from '@/i18n/localePath';
import type { MessageId } from '@/i18n/messages';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import styles from './SiteHeader.module.css';

const NAV_LINKS: { label: MessageId; path: string }[] = [
  { label: 'header.nav.catalog', path: '/catalog/' },
  { label: 'header.nav.subscription', path: '/subscription/' },
  { label: 'header.nav.services', path: '/design-services/' },
  { label: 'header.nav.faq', path: '/faq/' },
  { label: 'header.nav.about', path: '/about/' },
  { label: 'header.nav.contact', path: '/contact/' },
];

/** The default layout's header: languages bar, logo, main navigation and cart. */
export async function SiteHeader({ locale }: { locale: AppLocale }) {
  const intl = await getIntl(locale);
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={`container ${styles.topBarInner}`}>
          <LanguageSwitcher />
        </div>
      </div>
      <div className={`container ${styles.main}`}>
        <Logo locale={locale} />
        <nav aria-label={intl.formatMessage({ id: 'header.nav.label' })} className={styles.nav}>
          <ul className={styles.navList}>
            {NAV_LINKS.map(({ label, path }) => (
              <li key={path}>
                <Link className={styles.navLink} href={localePath(locale, path)}>
                  {intl.formatMessage({ id: label })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link className={styles.cart} href={localePath(locale, '/checkout/order/')}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.cartIcon}>
            <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 1.9-1.5L21 8H6.2" />
            <circle cx="10" cy="20" r="1.4" />
            <circle cx="17" cy="20" r="1.4" />
          </svg>
          {intl.formatMessage({ id: 'header.cart' })}
        </Link>
      </div>
    </header>
  );
}
