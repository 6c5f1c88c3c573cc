import { cache } from 'react';
import { queryCachedGateway } from '@/platform/cache/cachedGatewayQuery';
import { contentTags } from '@shop/platform';
import { CatalogueDocument } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { SORTS } from '../../../platform/routing/listingParams';

/** One catalogue page, fetched once per request for both the metadata and the page, shared until a listing changes. */
export const loadCatalogue = cache((locale: AppLocale, tag: string | undefined, sort: number, page: number) =>
  queryCachedGateway(CatalogueDocument, { locale, tag, sort: SORTS[sort], page }, [contentTags.listings]),
);
