import { cache } from 'react';
import { SlidePageDocument } from '@/gql/graphql';
import { queryGateway } from '@/graphql/serverClient';
import type { AppLocale } from '@/i18n/locales';

/** A slide with its diagram, fetched once per request for both the metadata and the page. */
export const loadSlide = cache((locale: AppLocale, urlTitle: string) =>
  queryGateway(SlidePageDocument, { locale, urlTitle }),
);
