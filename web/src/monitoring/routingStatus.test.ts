import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { errorStatus, isIgnoredRoutingError } from './routingStatus';

const thrownBy = (action: () => void): unknown => {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
};

describe('spec §8: routing errors with status 300 to 499 are not reported', () => {
  it("ignores Next's notFound() and redirects", () => {
    const cases = [
      [thrownBy(() => notFound()), 404],
      [thrownBy(() => redirect('/en/')), 307],
      [thrownBy(() => permanentRedirect('/en/')), 308],
    ] as const;
    for (const [error, status] of cases) {
      expect(errorStatus(error)).toBe(status);
      expect(isIgnoredRoutingError(error)).toBe(true);
    }
  });

  it('ignores errors carrying a 3xx or 4xx status, from 300 to 499 inclusive', () => {
    for (const status of [300, 403, 429, 499])
      expect(isIgnoredRoutingError(Object.assign(new Error('upstream'), { status }))).toBe(true);
    expect(isIgnoredRoutingError(Object.assign(new Error('upstream'), { statusCode: 401 }))).toBe(true);
  });

  it('reports statuses above 499, below 300 and errors without a status', () => {
    expect(isIgnoredRoutingError(Object.assign(new Error('upstream'), { status: 500 }))).toBe(false);
    expect(isIgnoredRoutingError(Object.assign(new Error('odd'), { statusCode: 299 }))).toBe(false);
    expect(isIgnoredRoutingError(new Error('boom'))).toBe(false);
    expect(isIgnoredRoutingError(Object.assign(new Error('render'), { digest: '2417316427' }))).toBe(false);
    expect(isIgnoredRoutingError('a string')).toBe(false);
    expect(isIgnoredRoutingError(undefined)).toBe(false);
  });
});
