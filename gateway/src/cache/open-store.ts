import type Redis from 'ioredis';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import type { CacheStore } from './store';

/** Redis when REDIS_URL is set (several gateways share one cache), else this process's memory. */
export function openCacheStore(redis: Redis | undefined): CacheStore {
  return redis ? new RedisStore(redis) : new MemoryStore();
}
