import { DSN_CASES } from '../../../../scripts/lib/sentry-dsn-cases';
import { parseDsn } from './dsn';

describe('parseDsn', () => {
  it.each(DSN_CASES)('%s: %s', (dsn, problem) => {
    expect(parseDsn(dsn) === undefined).toBe(problem !== null);
  });
});
