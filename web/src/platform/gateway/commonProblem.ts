import type { MessageId } from '@/platform/i18n/messages';
import { type GatewayFailure, RATE_LIMITED } from './gatewayErrors';

/** The gateway could not reach the shop, the shop failed, or the gateway shed work to keep its memory (a moment's wait). */
const OUTAGES = ['UPSTREAM_UNAVAILABLE', 'UPSTREAM_ERROR', 'GATEWAY_BUSY'];

/**
 * What any operation of a customer's session may meet, whatever it asked: a rate limit, no session
 * (`signIn`: the operation's own invitation), an ended session, an outage. Undefined when the
 * failure is the operation's own refusal, for its caller to name.
 */
export function commonProblem(failure: GatewayFailure, signIn: MessageId): MessageId | undefined {
  if (failure.codes.includes(RATE_LIMITED)) return 'errors.rateLimit.message';
  if (failure.codes.includes('UNAUTHENTICATED'))
    return failure.reason === 'SIGN_IN_REQUIRED' ? signIn : 'account.error.sessionExpired';
  if (OUTAGES.some((code) => failure.codes.includes(code))) return 'account.error.unavailable';
  return undefined;
}
