import Redis from 'ioredis';
import { OPERATIONS, dataOf, refusalOf, uniqueEmail, visitor } from './support/accounts';
import { type TestGateway, startGateway } from './support/gateway';
import { solvedHumanProof } from './support/human-proof';
import { describeOnRedis } from './support/redis';
import { WEB_PROXY_SECRET } from './support/visitor';

describeOnRedis('human proofs shared by two gateways through Redis (REDIS_URL)', ({ url, keyPrefix }) => {
  let first: TestGateway;
  let second: TestGateway;

  beforeAll(async () => {
    // One site, two gateways: the same key signs and checks every challenge.
    const env = { WEB_PROXY_SECRET, REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix, ALTCHA_HMAC_KEY: 'a-key-both-share' };
    [first, second] = await Promise.all([
      startGateway(process.env.CONTENT_API_URL!, env),
      startGateway(process.env.CONTENT_API_URL!, env),
    ]);
  });

  afterAll(() => Promise.all([first?.close(), second?.close()]));

  it('accepts a solution on one gateway and refuses it as replayed on the other', async () => {
    const humanProof = await solvedHumanProof(first, 'FORGOT_PASSWORD');
    const forgot = { email: uniqueEmail('shared'), locale: 'en', humanProof };
    expect(dataOf(await second.graphql(OPERATIONS.forgotPassword, forgot, visitor()))).toEqual({
      forgotPassword: true,
    });
    expect(refusalOf(await first.graphql(OPERATIONS.forgotPassword, forgot, visitor()))).toMatchObject({
      reason: 'HUMAN_PROOF_REPLAYED',
    });
    const redis = new Redis(url);
    try {
      const [key] = await redis.keys(`${keyPrefix}altcha:*`);
      // Remembered until its challenge expires (ALTCHA_EXPIRES_SECONDS, 600 s), not forever.
      expect(await redis.ttl(key)).toBeGreaterThan(500);
      expect(await redis.ttl(key)).toBeLessThanOrEqual(601);
    } finally {
      redis.disconnect();
    }
  });
});
