import { cache } from 'react';
import { CatalogueDocument } from '@/gql/graphql';
import { queryGateway } from '@/graphql/serverClient';
import type { AppLocale } from '@/i18n/locales';
import { SORTS } from './listingParams';

/** One catalogue page, fetched once per request for both the metadata and the page. */
export const loadCatalogue = cache((locale: AppLocale, tag: string | undefined, sort: number, page: number) =>
  queryGateway(CatalogueDocument, { locale, tag, sort: SORTS[sort], page }),
);
