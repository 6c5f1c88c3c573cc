import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { Breadcrumbs } from '@/features/catalogue/listings/Breadcrumbs';
import { DiagramListing } from '@/features/catalogue/listings/DiagramListing';
import { PageHeading } from '@/ui/PageHeading';
import { everyLocale } from '@/platform/seo/localizedPaths';
import { pageMetadata } from '@/platform/seo/pageMetadata';
import { loadSearch } from './loadSearch';
import { routeQuery } from './routeQuery';
import { searchPath } from '../../../platform/routing/searchPath';
import styles from './SearchPage.module.css';
import { wasRateLimited } from '@/platform/gateway/wasRateLimited';
import { RateLimitPage } from '@/features/content-pages/static/errors/RateLimitPage';
import { ServerErrorPage } from '@/features/content-pages/static/errors/ServerErrorPage';

/** The query of /s/{query}/ (empty on /s/), sent on to its canonical path, at the same page, when it is not. */
async function resolveQuery(segment: string | undefined, page = 1) {
  const locale = await getLocale();
  if (segment === undefined) return { locale, query: '' };
  const { query, canonical } = routeQuery(segment);
  if (!canonical) redirect(`${searchPath(locale, query)}${query && page > 1 ? `?page=${page}` : ''}`);
  return { locale, query };
}

export async function searchMetadata(segment: string | undefined, page?: number): Promise<Metadata> {
  const { locale, query } = await resolveQuery(segment, page);
  const intl = await getIntl(locale);
  return pageMetadata({
    title: query
      ? intl.formatMessage({ id: 'search.meta.title' }, { query })
      : intl.formatMessage({ id: 'search.title' }),
    description: intl.formatMessage({ id: 'search.meta.description' }),
    locale,
    paths: everyLocale(query ? `/s/${encodeURIComponent(query)}/` : '/s/'),
    // Result pages are for visitors: search engines follow their links but do not list them.
    noIndex: true,
  });
}

/** /s/{query}/ (spec §2): diagrams matching the query in the page's language, ranked and paged. */
export async function SearchPage({ segment, page }: { segment?: string; page: number }) {
  const { locale, query } = await resolveQuery(segment, page);
  const intl = await getIntl(locale);
  const path = searchPath(locale, query);
  const title = query
    ? intl.formatMessage({ id: 'search.results' }, { query })
    : intl.formatMessage({ id: 'search.title' });
  const heading = (
    <PageHeading title={title} breadcrumbs={<Breadcrumbs locale={locale} trail={[{ name: title, path }]} />} />
  );
  if (!query) {
    return (
      <>
        {heading}
        <p className={`container ${styles.required}`} role="alert">
          {intl.formatMessage({ id: 'search.required' })}
        </p>
      </>
    );
  }
  const result = await loadSearch(locale, query, page);
  if (wasRateLimited(result)) return <RateLimitPage locale={locale} />;
  if (!result.ok) return <ServerErrorPage locale={locale} />;
  return (
    <>
      {heading}
      <DiagramListing
        locale={locale}
        listing={result.data.search}
        path={path}
        params={{ sort: 0, page }}
        sortable={false}
        emptyMessage={intl.formatMessage({ id: 'search.noResults' }, { query })}
      />
    </>
  );
}
