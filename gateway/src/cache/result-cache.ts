import { LRUCache } from 'lru-cache';

// Apollo's own default (InMemoryLRUCache) holds about 30 MiB of results.
const MAX_CHARS = 32 * 1024 * 1024;

/**
 * Whole GraphQL results (Apollo's response cache plugin, a KeyValueCache) in this process's memory, as Apollo's
 * default keeps them, but emptied when content changes in the backend (cache/content-invalidation.ts).
 */
export class ResultCache {
  private readonly entries = new LRUCache<string, string>({
    maxSize: MAX_CHARS,
    sizeCalculation: (value, key) => value.length + key.length,
  });

  async get(key: string): Promise<string | undefined> {
    return this.entries.get(key);
  }

  /** `ttl` in seconds, as Apollo gives it; none: until evicted or cleared. */
  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    this.entries.set(key, value, options?.ttl ? { ttl: options.ttl * 1000 } : {});
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
