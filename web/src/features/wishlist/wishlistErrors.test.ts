import { GatewayError } from '@shop/sdk/transport';
import { wishlistProblem } from './wishlistErrors';

/** What browserGateway() throws when the gateway refuses a favourites call. */
const refused = (extensions: Record<string, unknown>, status = 200) =>
  new GatewayError({
    code: String(extensions.code),
    message: 'English text from the gateway',
    status,
    errors: [{ message: 'English text from the gateway', extensions }],
  });

describe('wishlistProblem', () => {
  it("names the gateway's reason: a favourite that is not this visitor's, a diagram gone, a session ended", () => {
    expect(wishlistProblem(refused({ code: 'BAD_USER_INPUT', reason: 'UNKNOWN_FAVOURITE' }), 'remove')).toBe(
      'wishlist.error.unknownFavourite',
    );
    expect(wishlistProblem(refused({ code: 'BAD_USER_INPUT', reason: 'UNKNOWN_DIAGRAM' }), 'add')).toBe(
      'wishlist.error.unknownDiagram',
    );
    expect(wishlistProblem(refused({ code: 'UNAUTHENTICATED' }), 'add')).toBe('wishlist.error.sessionExpired');
  });

  it('explains a rate limit, and falls back to the action that failed for anything else', () => {
    expect(wishlistProblem(refused({ code: 'RATE_LIMITED' }, 429), 'add')).toBe('errors.rateLimit.message');
    expect(wishlistProblem(new TypeError('fetch failed'), 'remove')).toBe('wishlist.error.remove');
    expect(wishlistProblem(refused({ code: 'UPSTREAM_UNAVAILABLE' }), 'add')).toBe('wishlist.error.add');
  });
});
