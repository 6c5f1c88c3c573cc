import { RATE_LIMITED } from './gatewayErrors';
import type { GatewayResult } from './queryGateway';

/** The gateway refused the page's query because the visitor is over a rate limit: spec §8's rate-limit page, not an outage. */
export function wasRateLimited(result: GatewayResult<unknown>): boolean {
  return !result.ok && result.errorCodes.includes(RATE_LIMITED);
}
