import { DSN_CASES } from '../../../scripts/lib/sentry-dsn-cases';
import { dsnProblem } from './sentry-dsn';

describe('the SENTRY_DSN rule of web and gateway', () => {
  it.each(DSN_CASES)('%s: %s', (dsn, problem) => {
    expect(dsnProblem(dsn)).toBe(problem);
  });
});
