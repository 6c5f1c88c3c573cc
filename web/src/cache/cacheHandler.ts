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
const KEY_PREFIX = 'shop:web-cache:';
// Redis must never make a page slower than rendering it would: a slow command fails and counts as a miss.
const COMMAND_TIMEOUT_MS = 500;

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
  return new RedisPageCacheStore(redis, KEY_PREFIX);
}

export default createPageCacheHandler(store(), buildId());
