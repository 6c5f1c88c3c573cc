import type { CacheEntry } from 'next/dist/server/lib/cache-handlers/types';

/** A cache entry at rest: Next's metadata, and the bytes its stream delivered. */
export interface StoredEntry {
  meta: Omit<CacheEntry, 'value'>;
  value: Uint8Array;
}

/** Where the page cache keeps entries and tag invalidations: one process's memory, or Redis shared by several. */
export interface PageCacheStore {
  get(key: string): Promise<StoredEntry | undefined>;
  /** Keeps the entry at most `ttlSeconds`; the store evicts it after that. */
  set(key: string, entry: StoredEntry, ttlSeconds: number): Promise<void>;
  /** The latest time (ms) any of these tags was invalidated; 0 when none ever was. */
  invalidatedAt(tags: string[]): Promise<number>;
  invalidate(tags: string[], at: number): Promise<void>;
}
