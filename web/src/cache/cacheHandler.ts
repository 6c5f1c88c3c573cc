import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { MemoryPageCacheStore } from './memoryPageCacheStore';
import { createPageCacheHandler } from './pageCacheHandler';
import { RedisPageCacheStore } from './redisPageCacheStore';

/**
 * The module next.config names as the `"use cache"` handler: Next imports it from dist/ (compiled with the
 * custom server) in every server process. REDIS_URL set: one cache for all web processes; unset: per process.
 */
// A slow command fails and counts as a miss. Rendering a page costs more than waiting this long for Redis, and a
// busy machine's event loop can delay a prompt answer by hundreds of ms (seen at 500 ms on two loaded cores).
const COMMAND_TIMEOUT_MS = 2000;

/** Next's BUILD_ID, written by `next build` beside the pages this server runs (web/.next from web/dist/src/cache). */
function buildId(): string {
  try {
    return readFileSync(join(__dirname, '../../../.next/BUILD_ID'), 'utf8').trim() || 'development';
  } catch {
    return 'development';
  }
}

function store() {
  const url = process.env.REDIS_URL;
  if (!url) return new MemoryPageCacheStore();
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  redis.on('error', (error: Error) => console.error(`Page cache: redis error: ${error.message}`));
  return new RedisPageCacheStore(redis, `${process.env.REDIS_KEY_PREFIX ?? 'web:'}page-cache:`);
}

export default createPageCacheHandler(store(), buildId());
