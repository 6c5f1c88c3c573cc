import type Redis from 'ioredis';
import type { CacheStore } from './store';

/** Cache shared by every gateway pointed at the same Redis (REDIS_URL); misses while Redis is unreachable. */
export class RedisStore implements CacheStore {
  constructor(private readonly redis: Redis) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(key)) ?? undefined;
  }

  // Milliseconds: a scaled lifetime (CACHE_LIFETIME_SCALE) may be a fraction of a second.
  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(key, value, 'PX', Math.max(1, Math.round(ttlSeconds * 1000)));
  }

  /** SCAN, not KEYS: Redis keeps serving the other gateways while the keys are walked. */
  async deleteStartingWith(prefix: string): Promise<void> {
    const match = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
      if (keys.length > 0) await this.redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  }
}
