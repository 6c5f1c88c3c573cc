import { cache } from 'react';
import { CategoryPageDocument } from '@/gql/graphql';
import { queryGateway } from '@/graphql/serverClient';
import type { AppLocale } from '@/i18n/locales';
import { SORTS } from '@/catalog/listingParams';

/** A category and one page of its diagrams, fetched once per request for both the metadata and the page. */
export const loadCategoryPage = cache((locale: AppLocale, url: string, sort: number, page: number) =>
  queryGateway(CategoryPageDocument, { locale, url, sort: SORTS[sort], page }),
);
