import { isNotFound } from './isNotFound';
import { wasRateLimited } from './wasRateLimited';

describe('a failed page query', () => {
  it('is a rate limit when the gateway said RATE_LIMITED', () => {
    expect(wasRateLimited({ ok: false, errorCodes: ['RATE_LIMITED'] })).toBe(true);
    expect(isNotFound({ ok: false, errorCodes: ['RATE_LIMITED'] })).toBe(false);
  });

  it('is not a rate limit when the gateway was down, found nothing, or answered', () => {
    expect(wasRateLimited({ ok: false, errorCodes: [] })).toBe(false);
    expect(wasRateLimited({ ok: false, errorCodes: ['NOT_FOUND'] })).toBe(false);
    expect(wasRateLimited({ ok: true, data: {} })).toBe(false);
  });
});
