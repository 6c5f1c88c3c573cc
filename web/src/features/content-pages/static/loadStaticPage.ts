import { cacheLife, cacheTag } from 'next/cache';
import { cache } from 'react';
import { CONTENT_CACHE_LIFE } from '@/platform/cache/cachedGatewayQuery';
import { contentTags } from '@shop/platform';
import { keepFailureBriefly } from '@/platform/cache/failureLifetime';
import { webEnv } from '@/platform/config/env';
import { withGatewayDeadline } from '@/platform/gateway/gatewayDeadline';
import { persistedRequest } from '@/platform/gateway/persistedRequest';
import { StaticPageDocument, type StaticPageQuery } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { type StaticPage, staticSlug } from '../../../platform/routing/staticPaths';

export type StaticPageCopy = NonNullable<StaticPageQuery['staticPage']>;

/** A page's key in Strapi and in its cache tag: its English slug (know-how, design-services…). */
const staticPageKey = (page: StaticPage) => staticSlug(page, 'en');

/** Asks the gateway; a failure throws, so that it is never cached. The copy is the same for every visitor. */
async function fetchCopy(key: string, locale: AppLocale): Promise<StaticPageCopy | null> {
  const { response, body } = await withGatewayDeadline(async (signal) => {
    const response = await fetch(webEnv().gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(persistedRequest(StaticPageDocument, { locale, key })),
      signal,
      cache: 'no-store',
    });
    const body = (await response.json().catch(() => null)) as { data?: StaticPageQuery; errors?: unknown[] } | null;
    return { response, body };
  });
  if (!response.ok || !body?.data || body.errors) throw new Error(`Gateway answered ${response.status}`);
  return body.data.staticPage ?? null;
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
