import { failFastRedisOptions } from '@shop/platform';
import Redis from 'ioredis';
import type { Logger } from 'pino';

// Redis holds the shared cache and rate limits: it must never make the gateway slower than what it shields.
const COMMAND_TIMEOUT_MS = 500;

/**
 * One connection to REDIS_URL for the whole gateway, made before it takes traffic. While Redis is unreachable,
 * commands fail at once (@shop/platform's options): the cache counts a miss, the rate limits count in memory.
 */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, { ...failFastRedisOptions(COMMAND_TIMEOUT_MS), lazyConnect: true });
  redis.on('error', (error: Error) => logger.warn({ err: error }, 'redis error'));
  await redis.connect().catch((error: unknown) => logger.warn({ err: error }, 'redis unreachable at start'));
  return redis;
}
