import { TOP_LEVEL_URLS } from './support/catalogue-operations';
import { type TestGateway, startGateway } from './support/gateway';
import { counterTotal } from './support/metrics';
import { describeOnRedis } from './support/redis';
import { dataOf } from './support/results';

describeOnRedis('two gateways sharing Redis (REDIS_URL)', ({ url, keyPrefix }) => {
  let first: TestGateway;
  let second: TestGateway;

  beforeAll(async () => {
    // A key namespace of this run only: the first gateway must miss.
    const env = { REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix };
    [first, second] = await Promise.all([
      startGateway(process.env.CONTENT_API_URL as string, env),
      startGateway(process.env.CONTENT_API_URL as string, env),
    ]);
  });

  afterAll(() => Promise.all([first?.close(), second?.close()]));

  it('the second gateway answers from the entry the first one cached, without an upstream call', async () => {
    const fromFirst = await dataOf(first, TOP_LEVEL_URLS, { locale: 'de' });
    const fromSecond = await dataOf(second, TOP_LEVEL_URLS, { locale: 'de' });
    expect(fromSecond).toEqual(fromFirst);

    const [firstMetrics, secondMetrics] = await Promise.all([first.metrics(), second.metrics()]);
    expect(counterTotal(firstMetrics, 'gateway_upstream_requests_total')).toBe(1);
    expect(counterTotal(secondMetrics, 'gateway_upstream_requests_total')).toBe(0);
    expect(counterTotal(secondMetrics, 'gateway_cache_requests_total', { name: 'result', value: 'hit' })).toBe(1);
  });
});

describeOnRedis('a content webhook through one of two gateways sharing Redis', ({ url, keyPrefix }) => {
  let first: TestGateway;
  let second: TestGateway;

  beforeAll(async () => {
    const env = { REDIS_URL: url, REDIS_KEY_PREFIX: `${keyPrefix}webhook:` };
    [first, second] = await Promise.all([
      startGateway(process.env.CONTENT_API_URL as string, env),
      startGateway(process.env.CONTENT_API_URL as string, env),
    ]);
  });

  afterAll(() => Promise.all([first?.close(), second?.close()]));

  it('clears the shared responses: the other gateway asks the backend again', async () => {
    await dataOf(first, TOP_LEVEL_URLS, { locale: 'es' });
    const response = await fetch(`${first.url}/revalidate/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'DEV-ONLY-revalidate-secret' },
      body: JSON.stringify({ event: 'entry.update', model: 'category', entry: { url: 'x' } }),
    });
    expect(response.status).toBe(200);
    await dataOf(second, TOP_LEVEL_URLS, { locale: 'es' });
    expect(counterTotal(await second.metrics(), 'gateway_upstream_requests_total')).toBe(1);
  });
});
