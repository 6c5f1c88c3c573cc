import { cache } from 'react';
import { contentTags } from '@shop/platform';
import { queryCachedGateway } from '@/platform/cache/cachedGatewayQuery';
import { SearchDocument } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';

/**
 * One page of search results, the same for every visitor of a currency (cached like the catalogue's listings and
 * refreshed with them), fetched once per rendering for both the metadata and the page.
 */
export const loadSearch = cache((locale: AppLocale, query: string, page: number) =>
  queryCachedGateway(SearchDocument, { locale, query, page }, [contentTags.listings, contentTags.search]),
);
