import type { Logger } from 'pino';
import { type CacheLifetimes, type ResponseCacheName, STALE_RETENTION_SECONDS } from './lifetimes';
import { noteOutageCopy } from './outage-answers';

/** What a last good copy is counted under: its lifetime, or the search index its pages build. */
type StaleName = ResponseCacheName | 'searchIndex';
import type { CacheStore } from './store';

export type CacheResult = 'hit' | 'miss';

export interface ResponseCacheOptions {
  /** Namespace of this gateway's keys in a shared store. */
  keyPrefix: string;
  /** In seconds, by name (config.cacheLifetimes). */
  lifetimes: CacheLifetimes;
  logger: Logger;
  onLookup?: (cache: ResponseCacheName, result: CacheResult) => void;
  /** Told of every load that failed and was answered with a stale copy. */
  onStale?: (cache: StaleName) => void;
}

/** Where the last good copy of `key` is kept (outside what clear() drops, which starts at the key). */
const staleKeyOf = (key: string) => `stale:${key}`;

/** A load's body, and whether it is the last good copy answering an outage. */
interface Loaded {
  body: string;
  stale: boolean;
}

/**
 * Caches upstream response bodies under the full upstream request, with a named lifetime. Caching what
 * the backend said (not GraphQL results) keeps per-request work, such as the visitor's currency, correct.
 * Each body is also kept for STALE_RETENTION_SECONDS as its last good copy, which answers a load that fails
 * with an outage (stale-if-error): the catalogue rides out a dead backend on what it last knew.
 */
export class ResponseCache {
  private readonly inFlight = new Map<string, Promise<Loaded>>();
  /** Bumped by clear(): a load that started before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly store: CacheStore,
    private readonly options: ResponseCacheOptions,
  ) {}

  /**
   * The cached body for `key`, else `load()`'s, stored for the lifetime `name`. Concurrent misses share one load.
   * A load failing with an error `isOutage` accepts is answered with the last good copy, if one is kept, and the
   * request is noted as answered from it (outage-answers.ts), whichever request started the load.
   */
  async remember(
    name: ResponseCacheName,
    key: string,
    load: () => Promise<string>,
    isOutage: (error: unknown) => boolean,
  ): Promise<string> {
    const storeKey = `${this.options.keyPrefix}${key}`;
    const cached = await this.read(storeKey);
    this.options.onLookup?.(name, cached === undefined ? 'miss' : 'hit');
    if (cached !== undefined) return cached;

    let loading = this.inFlight.get(storeKey);
    if (!loading) {
      const started = this.keepingLastGood(name, key, load, isOutage, (value) =>
        this.write(storeKey, value, this.options.lifetimes[name]),
      ).finally(() => {
        if (this.inFlight.get(storeKey) === started) this.inFlight.delete(storeKey);
      });
      this.inFlight.set(storeKey, started);
      loading = started;
    }
    const { body, stale } = await loading;
    if (stale) noteOutageCopy();
    return body;
  }

  /**
   * `load()`'s body, never a cached one, for a reader that keeps its own cache (the search index is built from
   * pages read this way, named after its lifetime): only the last good copy is kept, to answer an outage.
   */
  async lastGood(name: StaleName, key: string, load: () => Promise<string>, isOutage: (error: unknown) => boolean) {
    return (await this.keepingLastGood(name, key, load, isOutage, async () => undefined)).body;
  }

  /** Runs `load`; keeps its body as the last good copy (and hands it to `store`), or answers that copy to an outage. */
  private keepingLastGood(
    name: StaleName,
    key: string,
    load: () => Promise<string>,
    isOutage: (error: unknown) => boolean,
    store: (value: string) => Promise<void>,
  ): Promise<Loaded> {
    const staleKey = `${this.options.keyPrefix}${staleKeyOf(key)}`;
    const generation = this.generation;
    return load().then(
      async (value) => {
        if (generation === this.generation)
          await Promise.all([store(value), this.write(staleKey, value, STALE_RETENTION_SECONDS)]);
        return { body: value, stale: false };
      },
      async (error: unknown) => {
        const stale = isOutage(error) ? await this.read(staleKey) : undefined;
        if (stale === undefined) throw error;
        this.options.logger.warn({ err: error, cache: name, key }, 'upstream failed: serving the last good copy');
        this.options.onStale?.(name);
        return { body: stale, stale: true };
      },
    );
  }

  /**
   * Forgets every entry whose key starts with `keyStart` (all of them for ''), and what loads meanwhile. The last
   * good copies stay (unless `keyStart` is ''): content that changed is still better than none during an outage.
   */
  async clear(keyStart = ''): Promise<void> {
    this.generation += 1;
    this.inFlight.clear();
    try {
      await this.store.deleteStartingWith(`${this.options.keyPrefix}${keyStart}`);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'cache clear failed');
    }
  }

  // A failing store (Redis down) costs a miss, never a failed request.
  private async read(key: string): Promise<string | undefined> {
    try {
      return await this.store.get(key);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'cache read failed');
      return undefined;
    }
  }

  private async write(key: string, value: string, ttlSeconds: number): Promise<void> {
    try {
      await this.store.set(key, value, ttlSeconds);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'cache write failed');
    }
  }
}
