import { createHash } from 'node:crypto';

/**
 * An entry at rest: named byte fields (a Redis hash, or a Map in memory). Each handler encodes its own entries:
 * the `"use cache"` handler as `meta` + `value` (pageCacheHandler.ts), the ISR handler as `meta` plus one field
 * per HTML, RSC payload or segment (isrEntryCodec.ts), so no byte field goes through JSON.
 */
export type StoredRecord = Map<string, Buffer>;

/**
 * Where the page caches keep entries and tag invalidations: one process's memory, or Redis shared by several.
 * Both handlers use one store, so a tag has one invalidation time for `"use cache"` entries and whole pages.
 */
export interface PageCacheStore {
  get(key: string): Promise<StoredRecord | undefined>;
  /** Replaces the whole entry and keeps it at most `ttlSeconds`; the store evicts it after that. */
  set(key: string, record: StoredRecord, ttlSeconds: number): Promise<void>;
  /** The latest time (ms) any of these tags was invalidated; 0 when none ever was. */
  invalidatedAt(tags: string[]): Promise<number>;
  invalidate(tags: string[], at: number): Promise<void>;
}

/** Store keys carry the build id: another build's entries may hold other code's output. */
export function storeKey(buildId: string, cacheKey: string): string {
  return `${buildId}:${createHash('sha256').update(cacheKey).digest('base64url')}`;
}

export function recordBytes(record: StoredRecord): number {
  let bytes = 0;
  for (const field of record.values()) bytes += field.byteLength;
  return bytes;
}
