import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';

/** Remembers the proofs already used, until their challenge expires: each solution verifies once. */
export interface ReplayStore {
  /** True the first time `key` is claimed within `ttlSeconds`, false ever after. */
  claim(key: string, ttlSeconds: number): Promise<boolean>;
}

// A challenge lives minutes: 100,000 claims held at once is far more than the forms see.
const MAX_MEMORY_CLAIMS = 100_000;

/** This process's memory: enough for one gateway; several need Redis. */
export class MemoryReplayStore implements ReplayStore {
  private readonly claims = new LRUCache<string, true>({ max: MAX_MEMORY_CLAIMS });

  async claim(key: string, ttlSeconds: number): Promise<boolean> {
    if (this.claims.has(key)) return false;
    this.claims.set(key, true, { ttl: ttlSeconds * 1000 });
    return true;
  }
}

/**
 * Shared by every gateway on the same Redis: `SET NX` is atomic, so two gateways never both accept one proof.
 * While Redis is unreachable, claims fall back to this process's memory rather than refusing every visitor.
 */
class RedisReplayStore implements ReplayStore {
  private readonly fallback = new MemoryReplayStore();

  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly logger: Logger,
  ) {}

  async claim(key: string, ttlSeconds: number): Promise<boolean> {
    try {
      return (await this.redis.set(`${this.keyPrefix}altcha:${key}`, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
    } catch (error) {
      this.logger.warn({ err: error }, 'replay store unreachable: claiming in memory');
      return this.fallback.claim(key, ttlSeconds);
    }
  }
}

/** Redis when REDIS_URL is set, else memory (like the cache and the rate limits). */
export function openReplayStore(redis: Redis | undefined, keyPrefix: string, logger: Logger): ReplayStore {
  return redis ? new RedisReplayStore(redis, keyPrefix, logger) : new MemoryReplayStore();
}
