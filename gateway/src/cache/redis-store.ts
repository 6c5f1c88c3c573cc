import Redis from 'ioredis';
import type { Logger } from 'pino';
import type { CacheStore } from './store';

// A cache must never make the gateway slower than the backend it shields: give up on Redis quickly.
const COMMAND_TIMEOUT_MS = 500;

/** Cache shared by every gateway pointed at the same Redis (REDIS_URL). */
export class RedisStore implements CacheStore {
  private constructor(private readonly redis: Redis) {}

  /**
   * Connects before the gateway takes traffic. While Redis is unreachable, commands fail at once
   * (no offline queue) and the response cache treats them as misses; ioredis keeps reconnecting.
   */
  static async connect(url: string, logger: Logger): Promise<RedisStore> {
    const redis = new Redis(url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      // ioredis waits this long for a socket that is already gone when closing after a failed connect.
      disconnectTimeout: COMMAND_TIMEOUT_MS,
    });
    redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis cache error'));
    await redis.connect().catch((error: unknown) => logger.warn({ err: error }, 'redis cache unreachable at start'));
    return new RedisStore(redis);
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(key)) ?? undefined;
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.redis.set(key, value, 'EX', ttlSeconds);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
