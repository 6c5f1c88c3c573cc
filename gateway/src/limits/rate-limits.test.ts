import { RateLimitedError, RateLimits } from './rate-limits';

const policies = {
  read: { points: 3, durationSeconds: 60 },
  guess: { points: 2, durationSeconds: 600 },
  order: { points: 1, durationSeconds: 600 },
  payment: { points: 1, durationSeconds: 600 },
  signIn: { points: 2, durationSeconds: 60 },
  signInAccount: { points: 2, durationSeconds: 900 },
  signInPair: { points: 1, durationSeconds: 900 },
  account: { points: 1, durationSeconds: 600 },
  challenge: { points: 2, durationSeconds: 600 },
  message: { points: 1, durationSeconds: 600 },
  advise: { points: 1, durationSeconds: 60 },
  recipient: { points: 1, durationSeconds: 3600 },
};

describe('RateLimits in memory', () => {
  it('lets a client take its allowance, then refuses with the seconds to wait', async () => {
    const limits = RateLimits.inMemory(policies);
    await limits.take('guess', '198.51.100.1');
    await limits.take('guess', '198.51.100.1');
    const refused = limits.take('guess', '198.51.100.1');
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toMatchObject({ kind: 'guess', retryAfterSeconds: expect.any(Number) });
    const { retryAfterSeconds } = (await refused.catch((error: RateLimitedError) => error)) as RateLimitedError;
    expect(retryAfterSeconds).toBeGreaterThan(590);
    expect(retryAfterSeconds).toBeLessThanOrEqual(600);
  });

  it('counts each client and each kind on its own', async () => {
    const limits = RateLimits.inMemory(policies);
    await limits.take('order', '198.51.100.1');
    await expect(limits.take('order', '198.51.100.1')).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limits.take('order', '198.51.100.2')).resolves.toBeUndefined();
    await expect(limits.take('payment', '198.51.100.1')).resolves.toBeUndefined();
  });

  it('gives back a point taken for an attempt that turned out right', async () => {
    const limits = RateLimits.inMemory(policies);
    for (let attempt = 0; attempt < 10; attempt++) {
      await limits.take('guess', '198.51.100.1');
      await limits.giveBack('guess', '198.51.100.1');
    }
    await expect(limits.take('guess', '198.51.100.1')).resolves.toBeUndefined();
  });
});
