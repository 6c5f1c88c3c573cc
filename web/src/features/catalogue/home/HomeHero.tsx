import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { localePath } from '@/platform/i18n/localePath';
import styles from './HomeHero.module.css';

/** The home page's title block: the page's only h1 and the way into the catalogue. */
export async function HomeHero({ locale }: { locale: AppLocale }) {
  const intl = await getIntl(locale);
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'home.hero.title' })}</h1>
        <p className={styles.subtitle}>{intl.formatMessage({ id: 'home.hero.subtitle' })}</p>
        <Link className="button" href={localePath(locale, '/catalog/')}>
          {intl.formatMessage({ id: 'home.hero.cta' })}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}
