import { appEnv } from '../src/env/app-env';
import { secretProblem } from '../src/env/secret';

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
  ])('%j %s', (value, problem) => {
    expect(secretProblem(value)).toBe(problem);
  });

  it('accepts a random value of 32 characters or more', () => {
    expect(secretProblem('q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0')).toBeNull();
  });
});
