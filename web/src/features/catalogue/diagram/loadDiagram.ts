import { cache } from 'react';
import { queryCachedGateway } from '@/platform/cache/cachedGatewayQuery';
import { contentTags } from '@shop/platform';
import { DiagramPageDocument } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';

/** A diagram with its slides, categories and localizations, fetched once per request, shared until it changes. */
export const loadDiagram = cache((locale: AppLocale, url: string) =>
  queryCachedGateway(DiagramPageDocument, { locale, url }, [contentTags.diagram(url)]),
);
