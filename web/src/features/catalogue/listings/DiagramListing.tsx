import Link from 'next/link';
import type { DiagramListingFragment } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { DiagramGrid } from './DiagramGrid';
import { listingQuery, type ListingParams } from '../../../platform/routing/listingParams';
import { Pagination } from './Pagination';
import { SortControl } from './SortControl';
import styles from './DiagramListing.module.css';

type Props = {
  locale: AppLocale;
  /** A catalogue page or search results: the same fields, another __typename. */
  listing: Omit<DiagramListingFragment, '__typename'>;
  /** The listing's own path, without query: sort and pagination links add theirs. */
  path: string;
  params: ListingParams;
  /** Search results keep the gateway's ranking: no sort control. */
  sortable?: boolean;
  /** Shown when the listing has no diagrams at all. */
  emptyMessage: string;
};

/** A page of diagrams: count and sort, tiles, pagination; a message when there is nothing to show. */
export async function DiagramListing({ locale, listing, path, params, sortable = true, emptyMessage }: Props) {
  const intl = await getIntl(locale);
  const { items, total, pageCount } = listing;
  return (
    <section className={`container ${styles.listing}`} aria-labelledby="listing-count">
      <div className={styles.toolbar}>
        <h2 id="listing-count" className={styles.count}>
          {intl.formatMessage({ id: 'catalog.count' }, { count: total })}
        </h2>
        {sortable && total > 1 && <SortControl locale={locale} path={path} sort={params.sort} />}
      </div>
      {items.length > 0 ? (
        <DiagramGrid diagrams={items} locale={locale} />
      ) : (
        <div className={styles.empty}>
          <p>{total === 0 ? emptyMessage : intl.formatMessage({ id: 'catalog.pastEnd' })}</p>
          {total > 0 && (
            <Link className="button" href={`${path}${listingQuery({ ...params, page: 1 })}`}>
              {intl.formatMessage({ id: 'catalog.firstPage' })}
            </Link>
          )}
        </div>
      )}
      <Pagination locale={locale} path={path} params={params} pageCount={pageCount} />
    </section>
  );
}
