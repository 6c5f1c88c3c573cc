import { InputError } from '../domain/errors';
import { RATE_LIMIT_POLICIES, RateLimitedError, RateLimits } from './rate-limits';
import { accountKey, limitedSignIn } from './sign-in-limits';

const wrongPassword = async (): Promise<string> => {
  throw new InputError('INVALID_CREDENTIALS', 'Invalid identifier or password');
};
const rightPassword = async () => 'session';

describe('limitedSignIn: more than 10 failed sign-ins a minute', () => {
  it('from one client address: the 11th attempt is RATE_LIMITED before the backend is asked, whatever the account', async () => {
    const limits = RateLimits.inMemory(RATE_LIMIT_POLICIES);
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(limitedSignIn(limits, '198.51.100.1', `user${attempt}@example.com`, wrongPassword)).rejects.toThrow(
        InputError,
      );
    }
    const asked = jest.fn(rightPassword);
    const refused = limitedSignIn(limits, '198.51.100.1', 'someone-else@example.com', asked);
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(asked).not.toHaveBeenCalled();
    // Another address is not held back.
    await expect(limitedSignIn(limits, '198.51.100.2', 'someone-else@example.com', rightPassword)).resolves.toBe(
      'session',
    );
  });

  it('against one account from many addresses, whatever the case of its identifier', async () => {
    const limits = RateLimits.inMemory(RATE_LIMIT_POLICIES);
    for (let attempt = 0; attempt < 10; attempt++) {
      const identifier = attempt % 2 ? 'Ada@Example.com' : ' ada@example.com';
      await expect(limitedSignIn(limits, `203.0.113.${attempt}`, identifier, wrongPassword)).rejects.toThrow(
        InputError,
      );
    }
    await expect(limitedSignIn(limits, '203.0.113.99', 'ADA@EXAMPLE.COM', rightPassword)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    await expect(limitedSignIn(limits, '203.0.113.99', 'grace@example.com', rightPassword)).resolves.toBe('session');
  });

  it('counts only failures: successful sign-ins and backend outages never add up', async () => {
    const limits = RateLimits.inMemory(RATE_LIMIT_POLICIES);
    const outage = async (): Promise<string> => {
      throw new Error('Auth API unreachable');
    };
    for (let attempt = 0; attempt < 15; attempt++) {
      await expect(limitedSignIn(limits, '198.51.100.1', 'ada@example.com', rightPassword)).resolves.toBe('session');
      await expect(limitedSignIn(limits, '198.51.100.1', 'ada@example.com', outage)).rejects.toThrow('unreachable');
    }
    for (let attempt = 0; attempt < 9; attempt++) {
      await expect(limitedSignIn(limits, '198.51.100.1', 'ada@example.com', wrongPassword)).rejects.toThrow(InputError);
    }
    await expect(limitedSignIn(limits, '198.51.100.1', 'ada@example.com', rightPassword)).resolves.toBe('session');
  });

  it('keys an account by a hash of its lower-cased identifier, never the email itself', () => {
    expect(accountKey(' Ada@Example.COM ')).toBe(accountKey('ada@example.com'));
    expect(accountKey('ada@example.com')).not.toContain('ada');
  });
});
