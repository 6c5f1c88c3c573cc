import { appEnv } from '../src/env/app-env';
import { distinctSecret } from '../src/env/secret';

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

describe('distinctSecret (production secrets)', () => {
  it('refuses one value for two variables, naming both, and lets a variable be read again', () => {
    distinctSecret('JWT_SECRET', 'q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0');
    expect(() => distinctSecret('JWT_SECRET', 'q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0')).not.toThrow();
    expect(() => distinctSecret('DOWNLOAD_SECRET', 'q3J8v0mZkT1xY6sR2aP9wL4eH7nB5cD0')).toThrow(
      'DOWNLOAD_SECRET is the same value as JWT_SECRET',
    );
  });
});
