import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { TOP_LEVEL_URLS } from './support/catalogue-operations';
import { type TestGateway, startGateway } from './support/gateway';
import { counterTotal } from './support/metrics';
import { dataOf } from './support/results';

const redisUrl = process.env.REDIS_TEST_URL;
// A key namespace of this run only: the first gateway must miss, and nothing is left behind.
const keyPrefix = `gateway-test-${randomUUID()}:`;

// Skipped on a machine without Redis; CI machines have one, so there it must run.
if (!redisUrl && process.env.CI === 'true') {
  test('Redis answers on CI', () => {
    throw new Error('No Redis on 127.0.0.1:6379 and REDIS_TEST_URL unset: CI must run the shared-cache test');
  });
}

(redisUrl ? describe : describe.skip)('two gateways sharing Redis (REDIS_URL)', () => {
  let first: TestGateway;
  let second: TestGateway;

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl as string, REDIS_KEY_PREFIX: keyPrefix };
    [first, second] = await Promise.all([
      startGateway(process.env.CONTENT_API_URL as string, env),
      startGateway(process.env.CONTENT_API_URL as string, env),
    ]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    const redis = new Redis(redisUrl as string);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('the second gateway answers from the entry the first one cached, without an upstream call', async () => {
    const fromFirst = await dataOf(first, TOP_LEVEL_URLS, { locale: 'de' });
    const fromSecond = await dataOf(second, TOP_LEVEL_URLS, { locale: 'de' });
    expect(fromSecond).toEqual(fromFirst);

    const [firstMetrics, secondMetrics] = await Promise.all([first.getText('/metrics'), second.getText('/metrics')]);
    expect(counterTotal(firstMetrics, 'gateway_upstream_requests_total')).toBe(1);
    expect(counterTotal(secondMetrics, 'gateway_upstream_requests_total')).toBe(0);
    expect(counterTotal(secondMetrics, 'gateway_cache_requests_total', { name: 'result', value: 'hit' })).toBe(1);
  });
});
