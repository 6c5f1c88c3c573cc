import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { isIgnoredRoutingError, routingStatus } from './routingStatus';

const thrownBy = (action: () => void): unknown => {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('nothing thrown');
};

describe('spec §8: routing errors with status 300 to 499 are not reported', () => {
  it("ignores Next's notFound(), forbidden(), unauthorized() and redirects", () => {
    // forbidden() and unauthorized() throw only with experimental.authInterrupts: their errors' digests stand in.
    const cases = [
      [thrownBy(() => notFound()), 404],
      [Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;403'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;403' }), 403],
      [Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;401'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;401' }), 401],
      [thrownBy(() => redirect('/en/')), 307],
      [thrownBy(() => permanentRedirect('/en/')), 308],
    ] as const;
    for (const [error, status] of cases) {
      expect(routingStatus(error)).toBe(status);
      expect(isIgnoredRoutingError(error)).toBe(true);
    }
  });

  it("reports other errors with a 3xx or 4xx status: an Apollo ServerError's 400, a proxy's 403 or 413", () => {
    for (const status of [300, 400, 403, 413, 499]) {
      const error = Object.assign(new Error(`Response not successful: Received status code ${status}`), {
        name: 'ServerError',
        statusCode: status,
        status,
      });
      expect(routingStatus(error)).toBeUndefined();
      expect(isIgnoredRoutingError(error)).toBe(false);
    }
  });

  it('reports errors without a routing digest', () => {
    expect(isIgnoredRoutingError(new Error('boom'))).toBe(false);
    expect(isIgnoredRoutingError(Object.assign(new Error('render'), { digest: '2417316427' }))).toBe(false);
    expect(isIgnoredRoutingError(Object.assign(new Error('odd'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;500' }))).toBe(
      false,
    );
    expect(isIgnoredRoutingError('a string')).toBe(false);
    expect(isIgnoredRoutingError(undefined)).toBe(false);
  });
});
