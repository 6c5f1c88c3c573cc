import { cache } from 'react';
import { CategoryPageDocument } from '@/gql/graphql';
import { queryCachedGateway } from '@/platform/cache/cachedGatewayQuery';
import { contentTags } from '@shop/platform';
import type { AppLocale } from '@/platform/i18n/locales';
import { SORTS } from '@/platform/routing/listingParams';

/**
 * A category and one page of its diagrams, fetched once per request for both the metadata and the page, and
 * shared across requests until the category or any listing changes.
 */
export const loadCategoryPage = cache((locale: AppLocale, url: string, sort: number, page: number) =>
  queryCachedGateway(CategoryPageDocument, { locale, url, sort: SORTS[sort], page }, [
    contentTags.category(url),
    contentTags.listings,
  ]),
);
