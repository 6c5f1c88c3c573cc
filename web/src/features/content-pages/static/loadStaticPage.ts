import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { CONTENT_CACHE_LIFE } from '@/platform/cache/cachedGatewayQuery';
import { contentTags } from '@shop/platform';
import { keepFailureBriefly } from '@/platform/cache/failureLifetime';
import { everyoneCallHeaders, operationFromServer } from '@/platform/gateway/serverGateway';
import { StaticPageDocument, type StaticPageQuery } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { type StaticPage, staticSlug } from '../../../platform/routing/staticPaths';

export type StaticPageCopy = NonNullable<StaticPageQuery['staticPage']>;

/** A page's key in Strapi and in its cache tag: its English slug (know-how, design-services…). */
const staticPageKey = (page: StaticPage) => staticSlug(page, 'en');

/** Asks the gateway, as a cache fill does; a failure throws, so that it is never cached. The same for every visitor. */
async function fetchCopy(key: string, locale: AppLocale): Promise<StaticPageCopy | null> {
  // The copy holds no price: the gateway's default currency.
  const { data } = await operationFromServer(StaticPageDocument, { locale, key }, everyoneCallHeaders('USD'));
  return data.staticPage ?? null;
}

/**
 * The copy from the shared page cache (ADR 0018: Redis when several web processes run, so a webhook through one
 * reaches all), tagged with the page's content tag. A failure throws out of the cache: never stored.
 */
async function cachedCopy(key: string, locale: AppLocale): Promise<StaticPageCopy | null> {
  'use cache';
  cacheTag(contentTags.staticPage(key));
  cacheLife(CONTENT_CACHE_LIFE);
  return fetchCopy(key, locale);
}

/**
 * A static page's copy as staff edit it in Strapi, refreshed by Strapi's webhook within seconds. `null` when
 * Strapi has no such page, `undefined` when the gateway could not be reached (logged). Once per request for
 * metadata and page.
 */
export const loadStaticPage = cache(
  async (page: StaticPage, locale: AppLocale): Promise<StaticPageCopy | null | undefined> => {
    const key = staticPageKey(page);
    try {
      return await cachedCopy(key, locale);
    } catch (error) {
      console.error(`Static page ${key} (${locale}) failed: ${(error as Error).message}`);
      await keepFailureBriefly();
      return undefined;
    }
  },
);
