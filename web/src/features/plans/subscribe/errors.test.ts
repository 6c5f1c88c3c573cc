import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GatewayError } from '@shop/sdk/transport';
import { loadProblem, needsSignIn, newKeyNeeded, planPaymentProblem, subscribeProblem } from './errors';

/** A gateway answer whose message is English and must never be shown. */
const refused = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'English text from the gateway', extensions }] });

const tooMany = new GatewayError({ code: 'GATEWAY_HTTP_ERROR', message: 'HTTP 429', status: 429, errors: [] });

describe('plan checkout errors', () => {
  it('names each refusal of the contract in the visitor’s words', () => {
    expect(subscribeProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'unknown_plan' }))).toBe(
      'plans.error.unknownPlan',
    );
    expect(subscribeProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'subscription_exists' }))).toBe(
      'plans.error.subscriptionExists',
    );
    expect(subscribeProblem(refused({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' }))).toBe(
      'plans.error.signInRequired',
    );
    expect(subscribeProblem(refused({ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' }))).toBe(
      'account.error.sessionExpired',
    );
    expect(subscribeProblem(refused({ code: 'RATE_LIMITED' }))).toBe('errors.rateLimit.message');
    expect(subscribeProblem(tooMany)).toBe('errors.rateLimit.message');
    expect(subscribeProblem(refused({ code: 'UPSTREAM_UNAVAILABLE' }))).toBe('account.error.unavailable');
    expect(subscribeProblem(new TypeError('fetch failed'))).toBe('plans.error.subscribe');
    expect(loadProblem(refused({ code: 'NOT_FOUND' }))).toBe('plans.error.subscriptionGone');
    // The gateway refuses an unknown or hidden plan itself, as NOT_FOUND with its own reason.
    expect(subscribeProblem(refused({ code: 'NOT_FOUND', reason: 'UNKNOWN_PLAN' }))).toBe('plans.error.unknownPlan');
    expect(loadProblem(new TypeError('fetch failed'))).toBe('plans.error.load');
  });

  it('reads a declined or refused card as the order payment does, and a cancelled subscription as not payable', () => {
    expect(planPaymentProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'card_declined' })).message).toBe(
      'checkout.payment.declined',
    );
    const invalid = planPaymentProblem(
      refused({ code: 'BAD_USER_INPUT', upstreamCode: 'invalid_card', fieldErrors: { 'card.number': ['x'] } }),
    );
    expect(invalid).toEqual({
      message: 'checkout.payment.error.card',
      fields: { number: 'checkout.payment.number.invalid' },
      newKeyNeeded: false,
    });
    expect(
      planPaymentProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'subscription_not_payable' })).message,
    ).toBe('plans.error.notPayable');
    expect(planPaymentProblem(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'renewal_in_progress' })).message).toBe(
      'plans.error.renewalInProgress',
    );
    expect(planPaymentProblem(refused({ code: 'IDEMPOTENCY_KEY_REUSED' })).newKeyNeeded).toBe(true);
  });

  it('tells when a subscribe key was refused, so the data step forgets it and the next attempt is a new request', () => {
    const reused = refused({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(newKeyNeeded(reused)).toBe(true);
    expect(subscribeProblem(reused)).toBe('checkout.error.keyReused');
    expect(newKeyNeeded(refused({ code: 'BAD_USER_INPUT', upstreamCode: 'subscription_exists' }))).toBe(false);
  });

  it('tells when the visitor must sign in again', () => {
    expect(needsSignIn(refused({ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' }))).toBe(true);
    expect(needsSignIn(refused({ code: 'BAD_USER_INPUT' }))).toBe(false);
  });
});
