import { cache } from 'react';
import { DiagramPageDocument } from '@/gql/graphql';
import { queryGateway } from '@/graphql/serverClient';
import type { AppLocale } from '@/i18n/locales';

/** A diagram with its slides, categories and localizations, fetched once per request. */
export const loadDiagram = cache((locale: AppLocale, url: string) =>
  queryGateway(DiagramPageDocument, { locale, url }),
);
