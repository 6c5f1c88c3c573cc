import { secretProblem, sharedSecrets } from './secrets';

describe('secretProblem (production secrets)', () => {
  it.each([
    ['', 'is missing'],
    ['DEV-ONLY-download-secret-with-enough-characters', 'is a development or placeholder value'],
    ['dev-only-and-long-enough-to-pass-the-length-rule', 'is a development or placeholder value'],
    ['change-me', 'is a development or placeholder value'],
    ['CHANGEME-CHANGEME-CHANGEME-CHANGEME', 'is a development or placeholder value'],
    ['change_me_change_me_change_me_change_me', 'is a development or placeholder value'],
    ['short-but-random-9f8e7d', 'is shorter than 32 characters'],
    ['a'.repeat(32), 'is too easy to guess (a repeated pattern or few distinct characters)'],
    ['ab'.repeat(20), 'is too easy to guess (a repeated pattern or few distinct characters)'],
    ['0123456789abcdef'.repeat(2), 'is too easy to guess (a repeated pattern or few distinct characters)'],
    ['Secret-2026!'.repeat(3), 'is too easy to guess (a repeated pattern or few distinct characters)'],
    [`${'1'.repeat(30)}ab`, 'is too easy to guess (a repeated pattern or few distinct characters)'],
  ])('%j %s', (value, problem) => {
    expect(secretProblem(value)).toBe(problem);
  });

  it('accepts a random value of 32 characters or more, hex digits included', () => {
    expect(secretProblem('q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0')).toBeNull();
    expect(secretProblem('9f86d081884c7d659a2feaa0c55ad015')).toBeNull();
  });

  it('is missing when unset', () => {
    expect(secretProblem(undefined)).toBe('is missing');
  });
});

describe('sharedSecrets', () => {
  it('names each secret whose value an earlier one has, with that one; unset values and a name read again pass', () => {
    expect(
      sharedSecrets([
        ['WEB_PROXY_SECRET', 'q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0'],
        ['GATEWAY_SECRET', undefined],
        ['REVALIDATE_SECRET', undefined],
        ['ALTCHA_HMAC_KEY', 'q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0'],
        ['WEB_PROXY_SECRET', 'q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0'],
      ]),
    ).toEqual([['ALTCHA_HMAC_KEY', 'WEB_PROXY_SECRET']]);
  });
});
