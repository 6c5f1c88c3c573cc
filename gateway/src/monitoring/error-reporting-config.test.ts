import { version } from '../../package.json';
import { DSN_CASES } from '../../../scripts/lib/sentry-dsn-cases';
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

  it('turns reporting off for a DSN the rule refuses, saying why', () => {
    expect(readErrorReportingConfig({ SENTRY_DSN: 'https://key:secret@sentry.example.com/42' })).toEqual({
      environment: 'local',
      release: `gateway@${version}`,
      problem: 'SENTRY_DSN must not carry a secret key (public key only)',
    });
  });
});

describe("the SENTRY_DSN rule's cases, in the gateway's configuration", () => {
  it.each(DSN_CASES)('%s: %s', (dsn, problem) => {
    expect(readErrorReportingConfig({ SENTRY_DSN: dsn }).problem).toBe(
      problem === null ? undefined : `SENTRY_DSN ${problem}`,
    );
  });
});
