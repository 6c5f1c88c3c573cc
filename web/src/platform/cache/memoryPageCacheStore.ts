import { type PageCacheStore, recordBytes, type StoredRecord } from './pageCacheStore';

/** Next's own default for its in-memory cache: 50 MB. */
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The page cache of a single process (no REDIS_URL): entries expire after their lifetime, and the oldest go
 * first when the byte budget is full (a Map iterates in insertion order; a read re-inserts, so this is an LRU).
 */
export class MemoryPageCacheStore implements PageCacheStore {
  private readonly entries = new Map<string, { record: StoredRecord; bytes: number; until: number }>();
  private readonly tags = new Map<string, number>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = DEFAULT_MAX_BYTES,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string): Promise<StoredRecord | undefined> {
    const held = this.entries.get(key);
    if (!held) return undefined;
    this.remove(key);
    if (this.now() >= held.until) return undefined;
    this.entries.set(key, held);
    this.bytes += held.bytes;
    return held.record;
  }

  async set(key: string, record: StoredRecord, ttlSeconds: number): Promise<void> {
    this.remove(key);
    const bytes = recordBytes(record);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { record, bytes, until: this.now() + ttlSeconds * 1000 });
    this.bytes += bytes;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  async invalidatedAt(tags: string[]): Promise<number> {
    return Math.max(0, ...tags.map((tag) => this.tags.get(tag) ?? 0));
  }

  async invalidate(tags: string[], at: number): Promise<void> {
    for (const tag of tags) this.tags.set(tag, at);
  }

  private remove(key: string): void {
    const held = this.entries.get(key);
    if (!held) return;
    this.entries.delete(key);
    this.bytes -= held.bytes;
  }
}
