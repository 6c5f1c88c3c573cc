import { cache } from 'react';
import { SearchDocument } from '@/gql/graphql';
import { queryGateway } from '@/graphql/serverClient';
import type { AppLocale } from '@/i18n/locales';

/** One page of search results, fetched once per request for both the metadata and the page. */
export const loadSearch = cache((locale: AppLocale, query: string, page: number) =>
  queryGateway(SearchDocument, { locale, query, page }),
);
