import type { MessageId } from '@/platform/i18n/messages';
import type { AuthFailure } from '@/platform/session/authFailure';
import { humanProofProblem } from '@/ui/verification/humanProof';

/** What a refused newsletter or contact submit tells the visitor: message ids, in their language when shown. */
export type VisitorProblem = {
  /** Over the form (rate limit, outage), null when the fields say it all. */
  message: MessageId | null;
  /** Form field → its message. */
  fields: Record<string, MessageId>;
  /** The gateway refused the human proof: shown by the widget, which starts over. */
  humanProof: MessageId | null;
};

/** The gateway's field codes (contract §2) and spec §5's messages; any other code is '{field} is not valid.' */
const FIELD_CODES: Record<string, MessageId> = {
  EMAIL_REQUIRED: 'newsletter.error.emailRequired',
  EMAIL_INVALID: 'newsletter.error.emailInvalid',
  MESSAGE_REQUIRED: 'newsletter.error.required',
  NAME_REQUIRED: 'newsletter.error.required',
  MESSAGE_TOO_LONG: 'newsletter.error.tooLong',
  NAME_TOO_LONG: 'newsletter.error.tooLong',
  TERMS_REQUIRED: 'newsletter.error.terms',
};

/**
 * The problem of `failure` for a form with `fields`: a field error lands on the field named by the
 * last segment of its path (input.email → email); `failed` is the form's own words for an outage.
 */
export function visitorProblem(failure: AuthFailure, fields: readonly string[], failed: MessageId): VisitorProblem {
  const humanProof = humanProofProblem(failure);
  const shown: Record<string, MessageId> = {};
  for (const [path, codes] of Object.entries(failure.fieldErrors)) {
    const field = path.split('.').at(-1) ?? path;
    if (fields.includes(field)) shown[field] = FIELD_CODES[codes[0] ?? ''] ?? 'newsletter.error.invalid';
  }
  let message: MessageId | null = null;
  if (failure.codes.includes('RATE_LIMITED')) message = 'errors.rateLimit.message';
  else if (!humanProof && Object.keys(shown).length === 0) message = failed;
  return { message, fields: shown, humanProof };
}
