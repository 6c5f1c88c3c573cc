import { contentTags } from '@shop/platform';
import type { Metadata } from 'next';
import type { IntlShape } from 'react-intl';
import { CategoryElsewhereDocument } from '@/gql/graphql';
import { isNotFound } from '@/platform/gateway/isNotFound';
import { SetAlternates } from '@/platform/routing/alternates';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { Breadcrumbs } from '@/features/catalogue/listings/Breadcrumbs';
import { DiagramListing } from '@/features/catalogue/listings/DiagramListing';
import { pagedPaths, type ListingParams } from '@/platform/routing/listingParams';
import { notFoundOrMoved } from '@/features/catalogue/listings/notFoundOrMoved';
import { PageHeading } from '@/ui/PageHeading';
import { pagedTitle } from '@/features/catalogue/listings/pagedTitle';
import { localizedPaths } from '@/platform/seo/localizedPaths';
import { pageMetadata } from '@/platform/seo/pageMetadata';
import { CategoryIcon } from './CategoryIcon';
import { categoryPath } from '../../../platform/routing/categoryPath';
import { loadCategoryPage } from './loadCategoryPage';
import { Subcategories } from './Subcategories';
import { wasRateLimited } from '@/platform/gateway/wasRateLimited';
import { RateLimitPage } from '@/features/content-pages/static/errors/RateLimitPage';
import { ServerErrorPage } from '@/features/content-pages/static/errors/ServerErrorPage';

/**
 * The category and its diagrams; a 404 (or its url in this locale) when the gateway does not know
 * the url. A gateway outage is not a 404: spec §8's 500 page, in the shop's frame.
 */
async function load(url: string, params: ListingParams) {
  const locale = await getLocale();
  const [intl, result] = await Promise.all([getIntl(locale), loadCategoryPage(locale, url, params.sort, params.page)]);
  if (isNotFound(result) || (result.ok && !result.data.category)) {
    await notFoundOrMoved(CategoryElsewhereDocument, { url }, locale, categoryPath, contentTags.category(url));
  }
  return { locale, params, intl, data: result.ok ? result.data : undefined, rateLimited: wasRateLimited(result) };
}

function describe(intl: IntlShape, name: string): string {
  return intl.formatMessage({ id: 'category.meta.description' }, { name });
}

export async function categoryMetadata(url: string, listing: ListingParams): Promise<Metadata> {
  const { locale, params, intl, data } = await load(url, listing);
  const category = data?.category;
  if (!category) return { title: intl.formatMessage({ id: 'category.meta.unavailable' }) };
  return pageMetadata({
    title: pagedTitle(intl, category.name, params.page),
    description: describe(intl, category.name),
    locale,
    paths: pagedPaths(localizedPaths(category, category.localizations, categoryPath), params.page),
  });
}

/** /category/{url}/ (spec §2): icon, name, and a sortable, paged grid of its diagrams. */
export async function CategoryPage({ url, listing }: { url: string; listing: ListingParams }) {
  const { locale, params, intl, data, rateLimited } = await load(url, listing);
  if (rateLimited) return <RateLimitPage locale={locale} />;
  if (!data?.category) return <ServerErrorPage locale={locale} />;
  const { category, catalogue } = data;
  const path = categoryPath(locale, category.url);
  const trail = [
    ...(category.parent ? [{ name: category.parent.name, path: categoryPath(locale, category.parent.url) }] : []),
    { name: category.name, path },
  ];
  return (
    <>
      <SetAlternates paths={localizedPaths(category, category.localizations, categoryPath)} />
      <PageHeading
        title={category.name}
        lead={describe(intl, category.name)}
        icon={<CategoryIcon icon={category.icon} />}
        breadcrumbs={<Breadcrumbs locale={locale} trail={trail} />}
      />
      <Subcategories locale={locale} categories={category.children} />
      <DiagramListing
        locale={locale}
        listing={catalogue}
        path={path}
        params={params}
        emptyMessage={intl.formatMessage({ id: 'category.empty' })}
      />
    </>
  );
}
