import { AuthHttpError, AuthUnreachableError, InvalidAuthResponseError } from '../upstreams/auth/errors';
import { InvalidShopResponseError, ShopError, ShopUnreachableError } from '../upstreams/shop/errors';
import type { RateLimitKind } from '../limits/rate-limits';

/** A request's allowances, bound to its client (src/graphql/context.ts). */
export interface BoundAllowances {
  take(kind: RateLimitKind): Promise<void>;
  giveBack(kind: RateLimitKind): Promise<void>;
}

/** No answer to the attempt itself: the backend could not be reached, failed, or answered what we cannot read. */
function isUpstreamOutage(error: unknown): boolean {
  if (error instanceof ShopError || error instanceof AuthHttpError) return error.status >= 500;
  return (
    error instanceof ShopUnreachableError ||
    error instanceof InvalidShopResponseError ||
    error instanceof AuthUnreachableError ||
    error instanceof InvalidAuthResponseError
  );
}

/**
 * Runs `attempt` on one point of `kind`, taken beforehand (RATE_LIMITED when none is left). The point is given back
 * when `turnedOutRight` says the answer is not what the allowance guards against (an order that exists, a code that
 * applied), and when the attempt got no answer: a visitor retrying through a backend outage uses up nothing, so the
 * outage cannot lock them out of their paid order or their checkout for the allowance's ten minutes.
 */
export async function limitedAttempt<T>(
  limits: BoundAllowances,
  kind: RateLimitKind,
  attempt: () => Promise<T>,
  turnedOutRight: (answer: T) => boolean = () => false,
): Promise<T> {
  await limits.take(kind);
  let answer: T;
  try {
    answer = await attempt();
  } catch (error) {
    if (isUpstreamOutage(error)) await limits.giveBack(kind);
    throw error;
  }
  if (turnedOutRight(answer)) await limits.giveBack(kind);
  return answer;
}
