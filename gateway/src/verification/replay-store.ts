import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';

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

/** Redis did not answer: a proof cannot be checked against other gateways' claims, so it is not accepted. */
export class ReplayStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The human-proof replay store (Redis) is unavailable.', { cause });
    this.name = 'ReplayStoreUnavailableError';
  }
}

/**
 * Shared by every gateway on the same Redis: `SET NX` is atomic, so two gateways never both accept one proof.
 * While Redis is unreachable, claims fail (UPSTREAM_UNAVAILABLE, an outage the web words in the visitor's
 * language): a per-process fallback would accept one proof once on each gateway.
 */
class RedisReplayStore implements ReplayStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
  ) {}

  async claim(key: string, ttlSeconds: number): Promise<boolean> {
    try {
      return (await this.redis.set(`${this.keyPrefix}altcha:${key}`, '1', 'EX', ttlSeconds, 'NX')) === 'OK';
    } catch (error) {
      throw new ReplayStoreUnavailableError(error);
    }
  }
}

/** Redis when REDIS_URL is set, else memory (like the cache and the rate limits). */
export function openReplayStore(redis: Redis | undefined, keyPrefix: string): ReplayStore {
  return redis ? new RedisReplayStore(redis, keyPrefix) : new MemoryReplayStore();
}
