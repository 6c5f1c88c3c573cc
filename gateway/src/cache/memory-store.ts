import { LRUCache, type Perf } from 'lru-cache';
import type { CacheStore } from './store';

// Responses are JSON text; 64 MiB holds the whole seeded catalogue's pages in every locale many times over.
const DEFAULT_MAX_CHARS = 64 * 1024 * 1024;

/** In-process cache, bounded by the total length of the stored text; least recently used entries go first. */
export class MemoryStore implements CacheStore {
  private readonly entries: LRUCache<string, string>;

  /** `clock` (milliseconds) lets tests move time. */
  constructor(maxChars = DEFAULT_MAX_CHARS, clock?: Perf) {
    this.entries = new LRUCache<string, string>({
      perf: clock,
      maxSize: maxChars,
      sizeCalculation: (value, key) => value.length + key.length,
    });
  }

  async get(key: string): Promise<string | undefined> {
    return this.entries.get(key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.set(key, value, { ttl: ttlSeconds * 1000 });
  }

  async deleteStartingWith(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
