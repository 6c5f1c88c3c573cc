import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { RedisPageCacheStore } from './redisPageCacheStore';

/**
 * The stores of two web processes on the local test Redis (REDIS_TEST_URL), under a prefix of the suite's own
 * that is removed after it. Call it at the top of a `describe`.
 */
export function redisStoresForTest() {
  const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `web-cache-test-${randomUUID()}:`;
  const clients = [new Redis(url), new Redis(url)];
  afterAll(async () => {
    const keys = await clients[0].keys(`${prefix}*`);
    if (keys.length > 0) await clients[0].del(...keys);
    for (const redis of clients) redis.disconnect();
  });
  return { clients, prefix, stores: clients.map((redis) => new RedisPageCacheStore(redis, prefix)) };
}
