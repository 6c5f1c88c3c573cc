import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GatewayError } from '@shop/sdk/transport';
import { messages } from '@/platform/i18n/messages';
import { creditProblem } from './creditProblem';

/** A gateway answer whose message is English and must never be shown. */
const refused = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'English text from the gateway', extensions }] });

/** The /graphql/ proxy's own answer when the gateway cannot be reached. */
const proxyOutage = new GatewayError({
  code: 'GATEWAY_HTTP_ERROR',
  message: 'HTTP 502',
  status: 502,
  errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
});

describe('creditProblem (spending credits on a diagram page)', () => {
  it("says the balance is short for the shop's insufficient_credits", () => {
    const short = { code: 'BAD_USER_INPUT', upstreamCode: 'insufficient_credits', reason: 'INSUFFICIENT_CREDITS' };
    expect(creditProblem(refused(short))).toBe('credits.error.insufficient');
  });

  it('tells a visitor without a session to sign in, and one whose session ended to sign in again', () => {
    expect(creditProblem(refused({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' }))).toBe(
      'credits.error.signInRequired',
    );
    expect(creditProblem(refused({ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' }))).toBe(
      'account.error.sessionExpired',
    );
    expect(creditProblem(refused({ code: 'UNAUTHENTICATED' }))).toBe('account.error.sessionExpired');
  });

  it('explains a rate limit, a gone diagram or plan, and an outage (reported or a failed fetch)', () => {
    expect(creditProblem(refused({ code: 'RATE_LIMITED', retryAfter: 60 }))).toBe('errors.rateLimit.message');
    expect(creditProblem(refused({ code: 'NOT_FOUND' }))).toBe('credits.error.notFound');
    expect(creditProblem(refused({ code: 'UPSTREAM_UNAVAILABLE' }))).toBe('account.error.unavailable');
    expect(creditProblem(refused({ code: 'UPSTREAM_ERROR', upstreamStatus: 503 }))).toBe('account.error.unavailable');
    expect(creditProblem(proxyOutage)).toBe('account.error.unavailable');
    expect(creditProblem(new TypeError('fetch failed'))).toBe('account.error.unavailable');
  });

  it("falls back to a general message for anything else, never the gateway's English", () => {
    const problem = creditProblem(refused({ code: 'INTERNAL_SERVER_ERROR' }));
    expect(problem).toBe('account.error.unexpected');
    expect(messages.fr[problem]).not.toContain('English');
  });
});
