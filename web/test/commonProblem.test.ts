import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { loadProblem, subscribeProblem } from '@/features/plans/subscribe/errors';
import { creditProblem } from '@/features/plans/credits/creditProblem';
import { commonProblem } from '@/platform/gateway/commonProblem';
import { gatewayFailure } from '@/platform/gateway/gatewayErrors';

const refused = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'English text from the gateway', extensions }] });

describe('commonProblem (what every signed-in operation may meet)', () => {
  const common = (extensions: Record<string, unknown>) =>
    commonProblem(gatewayFailure(refused(extensions)), 'plans.error.signInRequired');

  it("asks to sign in with the operation's own words, and names an ended session, a rate limit, an outage", () => {
    expect(common({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' })).toBe('plans.error.signInRequired');
    expect(common({ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' })).toBe('account.error.sessionExpired');
    expect(common({ code: 'UNAUTHENTICATED' })).toBe('account.error.sessionExpired');
    expect(common({ code: 'RATE_LIMITED' })).toBe('errors.rateLimit.message');
    expect(common({ code: 'UPSTREAM_UNAVAILABLE' })).toBe('account.error.unavailable');
    expect(common({ code: 'UPSTREAM_ERROR', upstreamStatus: 503 })).toBe('account.error.unavailable');
    expect(common({ code: 'GATEWAY_BUSY', retryAfter: 1 })).toBe('account.error.unavailable');
  });

  it("leaves an operation's own refusal to its caller", () => {
    expect(common({ code: 'NOT_FOUND' })).toBeUndefined();
    expect(common({ code: 'BAD_USER_INPUT', upstreamCode: 'insufficient_credits' })).toBeUndefined();
  });

  it('gives the plan checkout and the credit button the same words for the same failure', () => {
    for (const failure of [{ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' }, { code: 'UPSTREAM_UNAVAILABLE' }]) {
      expect(subscribeProblem(refused(failure))).toBe(creditProblem(refused(failure)));
      expect(loadProblem(refused(failure))).toBe(creditProblem(refused(failure)));
    }
  });
});
