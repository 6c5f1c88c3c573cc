import { version } from '../../package.json';
import { readErrorReportingConfig } from './error-reporting-config';

describe('readErrorReportingConfig', () => {
  it('reports nothing without SENTRY_DSN, naming the release and APP_ENV as environment', () => {
    expect(readErrorReportingConfig({ APP_ENV: 'production' })).toEqual({
      environment: 'production',
      release: `gateway@${version}`,
    });
    expect(readErrorReportingConfig({}).environment).toBe('local');
  });

  it('takes a DSN with key and numeric project id, and SENTRY_ENVIRONMENT over APP_ENV', () => {
    const dsn = 'https://0123abcd@o1.ingest.example.com/api/path/4505';
    expect(readErrorReportingConfig({ SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'staging', APP_ENV: 'production' })).toEqual(
      { dsn, environment: 'staging', release: `gateway@${version}` },
    );
  });

  it.each([
    ['sentry.example.com/42', 'SENTRY_DSN is not a URL'],
    ['ftp://key@sentry.example.com/42', 'SENTRY_DSN must be an http(s) URL'],
    ['https://sentry.example.com/42', 'SENTRY_DSN lacks the public key (http(s)://<key>@<host>/<project id>)'],
    ['https://key@sentry.example.com/project', 'SENTRY_DSN must end with the numeric project id'],
  ])('turns reporting off for the malformed DSN %s, saying why', (dsn, problem) => {
    const config = readErrorReportingConfig({ SENTRY_DSN: dsn });
    expect(config).toEqual({ environment: 'local', release: `gateway@${version}`, problem });
  });
});
