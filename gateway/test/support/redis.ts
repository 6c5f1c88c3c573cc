import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';

/**
 * A suite that needs the test Redis (REDIS_TEST_URL, set by global-setup when one answers locally), in a key
 * namespace of its own that is emptied afterwards. Skipped on a machine without Redis; CI machines have one, so
 * there it must run.
 */
export function describeOnRedis(title: string, suite: (redis: { url: string; keyPrefix: string }) => void): void {
  const url = process.env.REDIS_TEST_URL;
  if (!url) {
    if (process.env.CI === 'true') {
      test(`${title}: Redis answers on CI`, () => {
        throw new Error('No Redis on 127.0.0.1:6379 and REDIS_TEST_URL unset: CI must run the Redis tests');
      });
    } else describe.skip(title, () => undefined);
    return;
  }
  const keyPrefix = `gateway-test-${randomUUID()}:`;
  describe(title, () => {
    afterAll(async () => {
      const redis = new Redis(url);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    });
    suite({ url, keyPrefix });
  });
}
