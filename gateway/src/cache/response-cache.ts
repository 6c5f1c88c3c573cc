import type { Logger } from 'pino';
import type { CacheLifetimes, ResponseCacheName } from './lifetimes';
import type { CacheStore } from './store';

export type CacheResult = 'hit' | 'miss';

export interface ResponseCacheOptions {
  /** Namespace of this gateway's keys in a shared store. */
  keyPrefix: string;
  /** In seconds, by name (config.cacheLifetimes). */
  lifetimes: CacheLifetimes;
  logger: Logger;
  onLookup?: (cache: ResponseCacheName, result: CacheResult) => void;
}

/**
 * Caches upstream response bodies under the full upstream request, with a named lifetime. Caching what
 * the backend said (not GraphQL results) keeps per-request work, such as the visitor's currency, correct.
 */
export class ResponseCache {
  private readonly inFlight = new Map<string, Promise<string>>();
  /** Bumped by clear(): a load that started before it must not store what it read. */
  private generation = 0;

  constructor(
    private readonly store: CacheStore,
    private readonly options: ResponseCacheOptions,
  ) {}

  /** The cached body for `key`, else `load()`'s, stored for the lifetime `name`. Concurrent misses share one load. */
  async remember(name: ResponseCacheName, key: string, load: () => Promise<string>): Promise<string> {
    const storeKey = `${this.options.keyPrefix}${key}`;
    const cached = await this.read(storeKey);
    this.options.onLookup?.(name, cached === undefined ? 'miss' : 'hit');
    if (cached !== undefined) return cached;

    const pending = this.inFlight.get(storeKey);
    if (pending) return pending;
    const generation = this.generation;
    const loading = load()
      .then(async (value) => {
        if (generation === this.generation) await this.write(storeKey, value, this.options.lifetimes[name]);
        return value;
      })
      .finally(() => {
        if (this.inFlight.get(storeKey) === loading) this.inFlight.delete(storeKey);
      });
    this.inFlight.set(storeKey, loading);
    return loading;
  }

  /** Forgets every entry whose key starts with `keyStart` (all of them for ''), and what loads meanwhile. */
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
