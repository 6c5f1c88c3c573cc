import { gatewayFailure, isRateLimited } from '@/platform/gateway/gatewayErrors';
import type { MessageId } from '@/platform/i18n/messages';

/** The gateway's reason (extensions.reason) and codes behind a failed favourites call. */
function reasonsOf(error: unknown): string[] {
  const { reason, codes } = gatewayFailure(error);
  return reason === undefined ? codes : [reason, ...codes];
}

const BY_REASON: ReadonlyArray<readonly [string, MessageId]> = [
  ['UNKNOWN_DIAGRAM', 'wishlist.error.unknownDiagram'],
  ['UNKNOWN_FAVOURITE', 'wishlist.error.unknownFavourite'],
  ['INVALID_ANONYMOUS_ID', 'wishlist.error.invalidAnonymousId'],
  ['SESSION_EXPIRED', 'wishlist.error.sessionExpired'],
  ['NOT_FOUND', 'wishlist.error.unknownFavourite'],
  ['UNAUTHENTICATED', 'wishlist.error.sessionExpired'],
];

/** What a failed add or remove says to the visitor, from the gateway's codes, never its English message. */
export function wishlistProblem(error: unknown, action: 'add' | 'remove'): MessageId {
  if (isRateLimited(error)) return 'errors.rateLimit.message';
  const reasons = reasonsOf(error);
  const known = BY_REASON.find(([reason]) => reasons.includes(reason));
  if (known) return known[1];
  return action === 'add' ? 'wishlist.error.add' : 'wishlist.error.remove';
}
