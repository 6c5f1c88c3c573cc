import type { Logger } from 'pino';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import type { CacheStore } from './store';

/** Redis when REDIS_URL is set (several gateways share one cache), else this process's memory. */
export function openCacheStore(redisUrl: string | undefined, logger: Logger): Promise<CacheStore> {
  return redisUrl ? RedisStore.connect(redisUrl, logger) : Promise.resolve(new MemoryStore());
}
