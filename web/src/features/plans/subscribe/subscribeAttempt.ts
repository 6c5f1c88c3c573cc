import { forgetIdempotencyKey, idempotencyKeyFor } from '@/features/checkout/steps/idempotency';

/** sessionStorage name of the subscription-creation attempt (plan checkout data step). */
const SUBSCRIBE_ATTEMPT = 'planSubscribeAttempt';

/** What makes two subscribe calls the same request: the account, the plan and the currency it is priced in. */
export type SubscribeRequest = { userId: string; planId: string; currency: string };

/**
 * The subscribe call's idempotency key: a retry of the same request reuses it, so the shop makes one
 * subscription; another account (signed out and in), plan or currency (switched meanwhile) is a new request.
 */
export function subscribeKey({ userId, planId, currency }: SubscribeRequest, storage?: Storage | null): string {
  return idempotencyKeyFor(SUBSCRIBE_ATTEMPT, JSON.stringify([userId, planId, currency]), storage);
}

/** After a subscription was made, or the key was refused (IDEMPOTENCY_KEY_REUSED): the next call is a new request. */
export function forgetSubscribeKey(storage?: Storage | null): void {
  forgetIdempotencyKey(SUBSCRIBE_ATTEMPT, storage);
}
