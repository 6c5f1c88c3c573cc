import { cacheTag } from 'next/cache';
import { cache } from 'react';
import type { Currency } from '@shop/money';
import { answerForEveryone } from '@/platform/cache/cachedGatewayQuery';
import { getCurrency } from '@/platform/currency/requestCurrency';
import { contentTags } from '@shop/platform';
import { SlidePageDocument } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';

/**
 * A slide with its diagram from the shared page cache, tagged with the slide and with its diagram, known only
 * from the answer: the page shows the diagram's title, price and slides, so the diagram's webhook refreshes it.
 */
async function cachedSlide(locale: AppLocale, urlTitle: string, currency: Currency) {
  'use cache';
  const result = await answerForEveryone(SlidePageDocument, { locale, urlTitle }, currency, [
    contentTags.slide(urlTitle),
  ]);
  if (result.ok && result.data.slide) cacheTag(contentTags.diagram(result.data.slide.diagram.url));
  return result;
}

/** A slide with its diagram, fetched once per request for both the metadata and the page. */
export const loadSlide = cache(async (locale: AppLocale, urlTitle: string) =>
  cachedSlide(locale, urlTitle, await getCurrency()),
);
