import { type CardField, type CheckoutProblem, paymentProblem } from '@/features/checkout/steps/errors';
import { commonProblem } from '@/platform/gateway/commonProblem';
import { gatewayFailure, type GatewayFailure } from '@/platform/gateway/gatewayErrors';
import type { MessageId } from '@/platform/i18n/messages';

/** The shop's refusals (extensions.upstreamCode) of the plan operations, in the visitor's words. */
const UPSTREAM: Record<string, MessageId> = {
  unknown_plan: 'plans.error.unknownPlan',
  subscription_exists: 'plans.error.subscriptionExists',
  subscription_not_payable: 'plans.error.notPayable',
  // A past-due period paid while a renewal run charges it: the run's outcome decides, then a retry.
  renewal_in_progress: 'plans.error.renewalInProgress',
};

/** What every plan operation may meet: a rate limit, a missing or refused session, an outage, a refusal. */
function known(failure: GatewayFailure): MessageId | undefined {
  const common = commonProblem(failure, 'plans.error.signInRequired');
  if (common) return common;
  if (failure.codes.includes('IDEMPOTENCY_KEY_REUSED')) return 'checkout.error.keyReused';
  if (failure.upstreamCode && UPSTREAM[failure.upstreamCode]) return UPSTREAM[failure.upstreamCode];
  // The gateway's own refusal of a plan it does not offer (subscribe) is NOT_FOUND too.
  if (failure.codes.includes('NOT_FOUND'))
    return failure.reason === 'UNKNOWN_PLAN' ? 'plans.error.unknownPlan' : 'plans.error.subscriptionGone';
  return undefined;
}

/** A refused session: the visitor signs in again in the data step. */
export function needsSignIn(error: unknown): boolean {
  return gatewayFailure(error).codes.includes('UNAUTHENTICATED');
}

/** The gateway refused the idempotency key (used for another request): the next attempt needs a new one. */
export function newKeyNeeded(error: unknown): boolean {
  return gatewayFailure(error).codes.includes('IDEMPOTENCY_KEY_REUSED');
}

/** Creating the subscription (subscribe), from the data step. */
export function subscribeProblem(error: unknown): MessageId {
  return known(gatewayFailure(error)) ?? 'plans.error.subscribe';
}

/** Reading the subscription or the balance back. */
export function loadProblem(error: unknown): MessageId {
  return known(gatewayFailure(error)) ?? 'plans.error.load';
}

/** Paying the first period (paySubscription): a declined or refused card reads as for orders. */
export function planPaymentProblem(error: unknown): CheckoutProblem<CardField> {
  const failure = gatewayFailure(error);
  const message = known(failure);
  if (!message) return paymentProblem(error);
  return { message, fields: {}, newKeyNeeded: newKeyNeeded(error) };
}
