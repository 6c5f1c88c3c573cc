import Link from 'next/link';
import type { AppLocale } from '@/i18n/locales';
import { localePath } from '@/i18n/localePath';
import { getIntl } from '@/i18n/server';
import styles from './NotFoundPage.module.css';

/** Unknown route (spec §2): "Page not found: {path}" and the way back home. */
export async function NotFoundPage({ locale, path }: { locale: AppLocale; path: string }) {
  const intl = await getIntl(locale);
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{intl.formatMessage({ id: 'notFound.title' }, { path })}</h1>
      <p className={styles.text}>{intl.formatMessage({ id: 'notFound.text' })}</p>
      <Link className="button" href={localePath(locale, '/')}>
        {intl.formatMessage({ id: 'notFound.home' })}
      </Link>
    </div>
  );
}
