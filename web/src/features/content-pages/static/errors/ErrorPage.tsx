import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { getIntl } from '@/platform/i18n/server';
import { staticPagePath } from '../../../../platform/routing/staticPaths';
import { ErrorIllustration } from './ErrorIllustration';
import type { ErrorPage as ErrorPageData } from './errorPages';
import styles from './ErrorPage.module.css';

/**
 * Spec §8's error page: image, title, subtitle and message of the status, and ways on. `data-error-status` says
 * which status the page shows, for clients that read the HTML (the soak counts a page shown in place of content).
 */
export async function ErrorPage({ locale, page: { kind, status } }: { locale: AppLocale; page: ErrorPageData }) {
  const intl = await getIntl(locale);
  return (
    <div className={`container ${styles.page}`} data-error-status={status}>
      <ErrorIllustration kind={kind} className={styles.image} />
      <p className={styles.code}>{intl.formatMessage({ id: 'errors.code' }, { status })}</p>
      <h1 className={styles.title}>{intl.formatMessage({ id: `errors.${kind}.title` })}</h1>
      <p className={styles.subtitle}>{intl.formatMessage({ id: `errors.${kind}.subtitle` })}</p>
      <p className={styles.message}>{intl.formatMessage({ id: `errors.${kind}.message` })}</p>
      <p className={styles.actions}>
        <Link className="button" href={localePath(locale, '/')}>
          {intl.formatMessage({ id: 'notFound.home' })}
        </Link>
        <Link className={styles.secondary} href={staticPagePath('contact', locale)}>
          {intl.formatMessage({ id: 'header.nav.contact' })}
        </Link>
      </p>
    </div>
  );
}
