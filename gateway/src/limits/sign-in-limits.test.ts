import { InputError } from '../domain/errors';
import { RATE_LIMIT_POLICIES, RateLimitedError, RateLimits } from './rate-limits';
import { accountKey, limitedPasswordCheck, limitedSignIn } from './sign-in-limits';

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

  it('10 failures against one account from 10 addresses do not lock its owner out: their right password from an 11th address signs in', async () => {
    const limits = RateLimits.inMemory(RATE_LIMIT_POLICIES);
    for (let attempt = 0; attempt < 10; attempt++) {
      const identifier = attempt % 2 ? 'Ada@Example.com' : ' ada@example.com';
      await expect(limitedSignIn(limits, `203.0.113.${attempt}`, identifier, wrongPassword)).rejects.toThrow(
        InputError,
      );
    }
    await expect(limitedSignIn(limits, '198.51.100.7', 'ADA@EXAMPLE.COM', rightPassword)).resolves.toBe('session');
    // And again: a right password gives its point back.
    await expect(limitedSignIn(limits, '198.51.100.7', 'ada@example.com', rightPassword)).resolves.toBe('session');
  });

  it('once an account has had 10 failures, a guesser gets one attempt per address and window, then RATE_LIMITED', async () => {
    const limits = RateLimits.inMemory(RATE_LIMIT_POLICIES);
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(limitedSignIn(limits, `203.0.113.${attempt}`, 'ada@example.com', wrongPassword)).rejects.toThrow(
        InputError,
      );
    }
    for (const address of ['203.0.113.0', '203.0.113.50']) {
      await expect(limitedSignIn(limits, address, 'ada@example.com', wrongPassword)).rejects.toThrow(InputError);
      const asked = jest.fn(rightPassword);
      const refused = limitedSignIn(limits, address, 'Ada@example.com', asked);
      await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
      await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
      expect(asked).not.toHaveBeenCalled();
    }
    // Other accounts from those addresses are not held back.
    await expect(limitedSignIn(limits, '203.0.113.50', 'grace@example.com', rightPassword)).resolves.toBe('session');
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

describe('limitedPasswordCheck: wrong current passwords with a session (changePassword, deleteAccount)', () => {
  const wrongCurrent = async (): Promise<string> => {
    throw new InputError('WRONG_CURRENT_PASSWORD', 'The provided current password is invalid', 'password');
  };

  it('the 11th wrong guess of one session, from any addresses, is RATE_LIMITED; other sessions are not held back', async () => {
    const limits = RateLimits.inMemory(RATE_LIMIT_POLICIES);
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(limitedPasswordCheck(limits, `203.0.113.${attempt}`, 'stolen', wrongCurrent)).rejects.toThrow(
        InputError,
      );
    }
    const asked = jest.fn(rightPassword);
    await expect(limitedPasswordCheck(limits, '198.51.100.9', 'stolen', asked)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
    expect(asked).not.toHaveBeenCalled();
    await expect(limitedPasswordCheck(limits, '198.51.100.9', 'owner', rightPassword)).resolves.toBe('session');
  });

  it('the 11th wrong guess from one address is RATE_LIMITED, whatever the session; right ones count nothing', async () => {
    const limits = RateLimits.inMemory(RATE_LIMIT_POLICIES);
    for (let attempt = 0; attempt < 15; attempt++) {
      await expect(limitedPasswordCheck(limits, '198.51.100.1', 'mine', rightPassword)).resolves.toBe('session');
    }
    for (let attempt = 0; attempt < 10; attempt++) {
      await expect(limitedPasswordCheck(limits, '198.51.100.1', `session${attempt}`, wrongCurrent)).rejects.toThrow(
        InputError,
      );
    }
    await expect(limitedPasswordCheck(limits, '198.51.100.1', 'another', wrongCurrent)).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });
});
