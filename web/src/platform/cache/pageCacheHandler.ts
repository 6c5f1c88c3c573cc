import type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import { type PageCacheStore, storeKey } from './pageCacheStore';

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * Next's `"use cache"` handler over a store (memory, or Redis shared by several web processes), keyed by build
 * id. An entry at rest is its metadata as JSON (`meta`) and its stream's bytes (`value`). An entry past its `revalidate` time or
 * older than an invalidation of one of its tags is a miss, so the next render refills it — a revalidation
 * through any process is seen by all. A store that fails counts as a miss: the page renders uncached.
 */
export function createPageCacheHandler(
  store: PageCacheStore,
  buildId: string,
  now: () => number = Date.now,
): CacheHandler {
  // Next may read a key while its entry is still being written in this process: that read waits for it.
  const pending = new Map<string, Promise<void>>();
  const keyOf = (cacheKey: string) => storeKey(buildId, cacheKey);

  async function invalidatedAt(tags: string[]): Promise<number> {
    try {
      return await store.invalidatedAt(tags);
    } catch (error) {
      console.error(`Page cache: tags unreadable, treated as invalidated now: ${(error as Error).message}`);
      return now();
    }
  }

  return {
    async get(cacheKey) {
      const key = keyOf(cacheKey);
      await pending.get(key);
      try {
        const stored = await store.get(key);
        const [metaJson, value] = [stored?.get('meta'), stored?.get('value')];
        if (!metaJson || !value) return undefined;
        const meta: Omit<CacheEntry, 'value'> = JSON.parse(metaJson.toString('utf8'));
        if (now() > meta.timestamp + meta.revalidate * 1000) return undefined;
        if (meta.tags.length > 0 && (await invalidatedAt(meta.tags)) >= meta.timestamp) return undefined;
        return { ...meta, value: streamOf(value) };
      } catch (error) {
        console.error(`Page cache: read failed, rendering uncached: ${(error as Error).message}`);
        return undefined;
      }
    },

    async set(cacheKey, pendingEntry: Promise<CacheEntry>) {
      const key = keyOf(cacheKey);
      let done = () => {};
      pending.set(
        key,
        new Promise((resolve) => {
          done = resolve;
        }),
      );
      try {
        const { value, ...meta } = await pendingEntry;
        const bytes = await bytesOf(value);
        const record = new Map([
          ['meta', Buffer.from(JSON.stringify(meta))],
          ['value', bytes],
        ]);
        // An entry with no lifetime is rendered per request anyway (as in Next's own handler): not stored.
        if (meta.expire > 0) await store.set(key, record, meta.expire);
      } catch (error) {
        console.error(`Page cache: write failed: ${(error as Error).message}`);
      } finally {
        pending.delete(key);
        done();
      }
    },

    // Tags are read from the store on each use, so there is no local manifest to refresh.
    async refreshTags() {},

    getExpiration: invalidatedAt,

    // revalidateTag(tag, profile) and updateTag both land here: the entries go at once, in every process.
    async updateTags(tags) {
      await store.invalidate(tags, now());
    },
  };
}
