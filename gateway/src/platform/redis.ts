import Redis from 'ioredis';
import type { Logger } from 'pino';

// Redis holds the shared cache and rate limits: it must never make the gateway slower than what it shields.
const COMMAND_TIMEOUT_MS = 500;

/**
 * One connection to REDIS_URL for the whole gateway, made before it takes traffic. While Redis is unreachable,
 * commands fail at once (no offline queue): the cache counts a miss, the rate limits count in memory; ioredis
 * keeps reconnecting.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // ioredis waits this long for a socket that is already gone when closing after a failed connect.
    disconnectTimeout: COMMAND_TIMEOUT_MS,
  });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'));
  await redis.connect().catch((error: unknown) => logger.warn({ err: error }, 'redis unreachable at start'));
  return redis;
}
