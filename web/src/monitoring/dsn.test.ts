import { DSN_CASES } from '../../../scripts/lib/sentry-dsn-cases';
import { dsnProblem, parseDsn } from './dsn';

describe("the web's SENTRY_DSN rule (the gateway's too)", () => {
  it.each(DSN_CASES)('%s: %s', (dsn, problem) => {
    expect(dsnProblem(dsn)).toBe(problem);
    expect(parseDsn(dsn) === undefined).toBe(problem !== null);
  });
});
