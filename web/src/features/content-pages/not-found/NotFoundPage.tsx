import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import type { MessageId } from '@/platform/i18n/messages';
import { getIntl } from '@/platform/i18n/server';
import { VisiblePath } from '@/platform/routing/visiblePath';
import styles from './NotFoundPage.module.css';

type Props = {
  locale: AppLocale;
  /** Spec §8 words the two 404s apart: no route matches, or a route's validation failed. */
  titleId?: Extract<MessageId, 'notFound.title' | 'notFound.invalid.title'>;
};

/**
 * A 404: "Page not found: {path}" (or "Page Not Found: {path}") and the way back home. The path is
 * filled in by the browser, so the server's HTML is the same for every unknown path.
 */
export async function NotFoundPage({ locale, titleId = 'notFound.title' }: Props) {
  const intl = await getIntl(locale);
  return (
    <div className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{intl.formatMessage({ id: titleId }, { path: <VisiblePath key="path" /> })}</h1>
      <p className={styles.text}>{intl.formatMessage({ id: 'notFound.text' })}</p>
      <Link className="button" href={localePath(locale, '/')}>
        {intl.formatMessage({ id: 'notFound.home' })}
      </Link>
    </div>
  );
}
