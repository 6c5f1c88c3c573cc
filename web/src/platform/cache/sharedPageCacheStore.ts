import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failFastRedisOptions } from '@shop/platform';
import Redis from 'ioredis';
import { CompressedPageCacheStore } from './compressedPageCacheStore';
import { MemoryPageCacheStore } from './memoryPageCacheStore';
import type { PageCacheStore } from './pageCacheStore';
import { RedisPageCacheStore } from './redisPageCacheStore';
import { sharedRedis } from '../config/sharedRedis';

// A slow command fails and counts as a miss. Rendering a page costs more than waiting this long for Redis, and a
// busy machine's event loop can delay a prompt answer by hundreds of ms (seen at 500 ms on two loaded cores).
const COMMAND_TIMEOUT_MS = 2000;

/** Next's BUILD_ID, written by `next build` beside the pages this server runs (web/.next from web/dist/src/cache). */
export function buildId(): string {
  try {
    return readFileSync(join(__dirname, '../../../.next/BUILD_ID'), 'utf8').trim() || 'development';
  } catch {
    return 'development';
  }
}

function openStore(): PageCacheStore {
  const { url, keyPrefix } = sharedRedis();
  if (!url) return new MemoryPageCacheStore();
  const redis = new Redis(url, failFastRedisOptions(COMMAND_TIMEOUT_MS));
  redis.on('error', (error: Error) => console.error(`Page cache: redis error: ${error.message}`));
  return new RedisPageCacheStore(redis, `${keyPrefix}page-cache:`);
}

// On globalThis: Next imports each handler module from dist/ itself, and the custom server (web/server/) checks
// tag times too; each may get its own instance of this module.
const STORE = Symbol.for('shop.pageCacheStore');
type WithStore = typeof globalThis & { [STORE]?: PageCacheStore };

/**
 * The process's one page cache store (REDIS_URL set: one cache for all web processes; unset: per process), for
 * both handler modules and the custom server, so they share one connection and, in memory, one tag clock.
 */
export function sharedPageCacheStore(): PageCacheStore {
  const global = globalThis as WithStore;
  global[STORE] ??= new CompressedPageCacheStore(openStore());
  return global[STORE];
}
