import { appEnv } from '../src/env/app-env';
import { distinctSecret, secretProblem } from '../src/env/secret';

describe('appEnv', () => {
  it('is local by default and production only when said so', () => {
    expect([appEnv(undefined), appEnv(''), appEnv('local'), appEnv('production')]).toEqual([
      'local',
      'local',
      'local',
      'production',
    ]);
  });

  it.each(['prod', 'Production', 'development', 'test'])('refuses %j, naming APP_ENV', (value) => {
    expect(() => appEnv(value)).toThrow(`APP_ENV must be "local" or "production", not "${value}"`);
  });
});

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

  it('refuses one value for two variables, naming both, and lets a variable be read again', () => {
    distinctSecret('JWT_SECRET', 'q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0');
    expect(() => distinctSecret('JWT_SECRET', 'q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0')).not.toThrow();
    expect(() => distinctSecret('DOWNLOAD_SECRET', 'q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0')).toThrow(
      'DOWNLOAD_SECRET is the same value as JWT_SECRET',
    );
  });
});
