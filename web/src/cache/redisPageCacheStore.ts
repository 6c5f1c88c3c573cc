import type Redis from 'ioredis';
import type { PageCacheStore, StoredEntry } from './pageCacheStore';

/**
 * The page cache shared by every web process on one Redis: an entry is a hash (metadata as JSON, value as bytes)
 * that Redis expires; tag invalidations are one hash of tag → time, not per build, so a revalidation reaches
 * the entries of every build still serving.
 */
export class RedisPageCacheStore implements PageCacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(key: string): Promise<StoredEntry | undefined> {
    const [meta, value] = await this.redis.hmgetBuffer(this.entryKey(key), 'meta', 'value');
    if (!meta || !value) return undefined;
    return { meta: JSON.parse(meta.toString('utf8')), value: new Uint8Array(value) };
  }

  async set(key: string, entry: StoredEntry, ttlSeconds: number): Promise<void> {
    const redisKey = this.entryKey(key);
    await this.redis
      .multi()
      .hset(redisKey, 'meta', JSON.stringify(entry.meta), 'value', Buffer.from(entry.value))
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
