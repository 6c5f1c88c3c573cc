import type { CacheHandler } from 'next/dist/server/lib/incremental-cache';
import type { GetIncrementalFetchCacheContext, IncrementalCacheValue } from 'next/dist/server/response-cache/types';
import { errorPageStatus } from './errorPageTag';
import { decodeIsrEntry, encodeIsrEntry } from './isrEntryCodec';
import { type PageCacheStore, storeKey } from './pageCacheStore';
import { noteServedPage } from './servedPageTrace';

/** What Next calls on a `cacheHandler` (one instance per request; see incrementalCacheHandler.ts). */
export type IsrCacheHandler = Pick<CacheHandler, 'get' | 'set' | 'revalidateTag' | 'resetRequestCache'>;

// NEXT_CACHE_TAGS_HEADER (next/dist/lib/constants): a page's or route's tags, its implicit `_N_T_/…` ones included.
const CACHE_TAGS_HEADER = 'x-next-cache-tags';
// Next's lifetime for `expire` when none is set (expireTime, config-shared.js): the store's longest TTL.
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function tagsOf(value: IncrementalCacheValue | null): string[] {
  if (value && 'headers' in value) {
    const header = value.headers?.[CACHE_TAGS_HEADER];
    return typeof header === 'string' && header !== '' ? header.split(',') : [];
  }
  return value && 'tags' in value ? (value.tags ?? []) : [];
}

function dueAt(revalidate: number | false | undefined, lastModified: number): number {
  return typeof revalidate === 'number' ? lastModified + revalidate * 1000 : Number.POSITIVE_INFINITY;
}

/**
 * Next's incremental (ISR) cache over the page cache store: whole pages (HTML, RSC payload, segment data), route
 * responses and fetches, shared by every web process when the store is Redis, keyed by build id (`isr:` beside
 * the `"use cache"` entries). An entry older than an invalidation of one of its tags is a miss, so the next
 * request re-renders it blocking, through whichever process it reaches. Tag times are the store's, shared with
 * the `"use cache"` handler. A store that fails counts as a miss: the page renders uncached.
 */
export function createIsrCacheHandler(
  store: PageCacheStore,
  buildId: string,
  now: () => number = Date.now,
): IsrCacheHandler {
  const keyOf = (cacheKey: string) => storeKey(`${buildId}:isr`, cacheKey);
  return {
    async get(cacheKey, ctx) {
      try {
        const record = await store.get(keyOf(cacheKey));
        if (!record) return null;
        const { tags, ...entry } = decodeIsrEntry(record);
        // A fetch lookup also names its caller's tags and the page's implicit ones; a page lookup names none.
        const { tags: asked = [], softTags = [] } = ctx as GetIncrementalFetchCacheContext;
        const all = [...tags, ...asked, ...softTags];
        if (all.length > 0 && (await store.invalidatedAt(all)) >= entry.lastModified) return null;
        // Past its revalidate time a page is rendered again before it is served, not served stale once more: a
        // page rendered while the gateway failed lives a second (src/platform/cache/failureLifetime.ts), and the visitor
        // after it must not get that failure when the gateway is back. The same blocking refill as ADR 0018's.
        const due = dueAt(entry.cacheControl?.revalidate, entry.lastModified);
        if (now() >= due) return null;
        // The custom server may answer the same request again from a copy while all of this still holds.
        if ((entry.value?.kind as string) === 'APP_PAGE')
          noteServedPage({ tags: all, lastModified: entry.lastModified, dueAt: due });
        return entry;
      } catch (error) {
        console.error(`ISR cache: read failed, rendering uncached: ${(error as Error).message}`);
        return null;
      }
    },

    async set(cacheKey, value, ctx) {
      const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined;
      const tags = [...new Set([...tagsOf(value), ...('tags' in ctx ? (ctx.tags ?? []) : [])])];
      const ttlSeconds = cacheControl?.expire ?? ONE_YEAR_SECONDS;
      if (ttlSeconds <= 0) return;
      // A page showing an error page answers with its status. Next sends an entry's status with every response made
      // from it: the render's own (this very value), those of requests that waited on that render, and later hits.
      const status = errorPageStatus(tags);
      if (status !== undefined && (value?.kind as string) === 'APP_PAGE')
        (value as { status?: number }).status = status;
      try {
        await store.set(
          keyOf(cacheKey),
          encodeIsrEntry({ lastModified: now(), cacheControl, tags, value }),
          ttlSeconds,
        );
      } catch (error) {
        console.error(`ISR cache: write failed: ${(error as Error).message}`);
      }
    },

    // revalidateTag(tag, profile) passes the profile's `expire`; like the `"use cache"` handler, the store keeps
    // one time per tag, so entries go at once (a blocking re-render) whatever the profile.
    async revalidateTag(tags) {
      await store.invalidate(typeof tags === 'string' ? [tags] : tags, now());
    },

    // Nothing is kept per request.
    resetRequestCache() {},
  };
}

/** During `next build`: stores and serves nothing (the build writes its prerendered pages to .next itself). */
export const inertIsrCacheHandler: IsrCacheHandler = {
  get: async () => null,
  set: async () => {},
  revalidateTag: async () => {},
  resetRequestCache() {},
};
