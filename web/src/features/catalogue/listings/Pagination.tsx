import Link from 'next/link';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { listingQuery, type ListingParams } from '../../../platform/routing/listingParams';
import { pageWindow } from './pageWindow';
import styles from './Pagination.module.css';

type Props = { locale: AppLocale; path: string; params: ListingParams; pageCount: number };

/** Previous / numbered / next page links of a listing, keeping its sort. Nothing for a single page. */
export async function Pagination({ locale, path, params, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const intl = await getIntl(locale);
  const { page } = params;
  const href = (target: number) => `${path}${listingQuery({ ...params, page: target })}`;
  const previous = page > 1 ? Math.min(page - 1, pageCount) : undefined;
  const next = page < pageCount ? page + 1 : undefined;

  return (
    <nav className={styles.pagination} aria-label={intl.formatMessage({ id: 'catalog.pagination.label' })}>
      <ul className={styles.list}>
        <li className={styles.step}>
          {previous ? (
            <Link className={styles.link} href={href(previous)} rel="prev">
              <span aria-hidden="true">←</span> {intl.formatMessage({ id: 'catalog.pagination.previous' })}
            </Link>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              <span aria-hidden="true">←</span> {intl.formatMessage({ id: 'catalog.pagination.previous' })}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place in the window
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className={styles.number}>
              <Link
                className={styles.link}
                href={href(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'catalog.pagination.page' }, { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li className={styles.step}>
          {next ? (
            <Link className={styles.link} href={href(next)} rel="next">
              {intl.formatMessage({ id: 'catalog.pagination.next' })} <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className={styles.disabled} aria-disabled="true">
              {intl.formatMessage({ id: 'catalog.pagination.next' })} <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
