import type Redis from 'ioredis';
import type { PageCacheStore, StoredRecord } from './pageCacheStore';

/**
 * The page cache shared by every web process on one Redis: an entry is a hash of byte fields that Redis
 * expires; tag invalidations are one hash of tag → time, not per build, so a revalidation reaches the entries
 * of every build still serving.
 */
export class RedisPageCacheStore implements PageCacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<StoredRecord | undefined> {
    const fields = await this.redis.hgetallBuffer(this.entryKey(key));
    const record: StoredRecord = new Map(Object.entries(fields));
    return record.size > 0 ? record : undefined;
  }

  async set(key: string, record: StoredRecord, ttlSeconds: number): Promise<void> {
    const redisKey = this.entryKey(key);
    // One transaction, so a reader never sees the fields of two versions (a page's segments change with it).
    await this.redis
      .multi()
      .del(redisKey)
      .hset(redisKey, record)
      .expire(redisKey, Math.max(1, Math.ceil(ttlSeconds)))
      .exec();
  }

  async invalidatedAt(tags: string[]): Promise<number> {
    if (tags.length === 0) return 0;
    const times = await this.redis.hmget(this.tagsKey(), ...tags);
    return Math.max(0, ...times.map(Number).filter(Number.isFinite));
  }

  async invalidate(tags: string[], at: number): Promise<void> {
    if (tags.length === 0) return;
    await this.redis.hset(this.tagsKey(), Object.fromEntries(tags.map((tag) => [tag, String(at)])));
  }

  private entryKey(key: string): string {
    return `${this.prefix}entry:${key}`;
  }

  private tagsKey(): string {
    return `${this.prefix}tags`;
  }
}
