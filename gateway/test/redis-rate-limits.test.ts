import Redis from 'ioredis';
import { type GatewayOnFakes, startGatewayOnFakes } from '../src/assembled/gateway-on-fakes';
import { RATE_LIMIT_POLICIES } from '../src/limits/rate-limits';
import { describeOnRedis } from './support/redis';

const policies = { ...RATE_LIMIT_POLICIES, guess: { points: 4, durationSeconds: 600 } };

describeOnRedis('rate limits shared by two gateways through Redis (REDIS_URL)', ({ url, keyPrefix }) => {
  let first: GatewayOnFakes;
  let second: GatewayOnFakes;

  beforeAll(async () => {
    const env = { REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix };
    [first, second] = await Promise.all([
      startGatewayOnFakes(env, { rateLimits: policies }),
      startGatewayOnFakes(env, { rateLimits: policies }),
    ]);
  });

  afterAll(() => Promise.all([first?.close(), second?.close()]));

  it('counts wrong guesses made on either gateway against one allowance', async () => {
    const guess = (gateway: GatewayOnFakes, code: string) =>
      gateway.graphql(
        'query($code: String) { priceCart(locale: en, items: [{ diagramId: 1 }], code: $code) { codeStatus } }',
        { code },
      );
    for (const [gateway, code] of [
      [first, 'A1'],
      [second, 'B2'],
      [first, 'C3'],
      [second, 'D4'],
    ] as const) {
      expect((await guess(gateway, code)).status).toBe(200);
    }
    const limited = await guess(first, 'WELCOME10');
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect((await guess(second, 'WELCOME10')).status).toBe(429);
    const redis = new Redis(url);
    try {
      expect(await redis.keys(`${keyPrefix}ratelimit:guess*`)).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });
});
