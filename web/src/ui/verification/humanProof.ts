import type { MessageId } from '@/platform/i18n/messages';
import type { AuthFailure } from '@/platform/session/authFailure';

/** The gateway's reasons for refusing a human proof (contract §2), each with its own message. */
const REASONS = ['HUMAN_PROOF_MISSING', 'HUMAN_PROOF_INVALID', 'HUMAN_PROOF_EXPIRED', 'HUMAN_PROOF_REPLAYED'] as const;
type Reason = (typeof REASONS)[number];

const isReason = (value: unknown): value is Reason => REASONS.includes(value as Reason);

/**
 * What to tell the visitor when the gateway refused the human proof (on the field `humanProof`,
 * whatever its path), or null when the refusal is about something else.
 */
export function humanProofProblem(failure: AuthFailure): MessageId | null {
  const reasons = [
    failure.reason,
    ...Object.entries(failure.fieldErrors)
      .filter(([path]) => path.split('.').at(-1) === 'humanProof')
      .flatMap(([, codes]) => codes),
  ];
  const reason = reasons.find(isReason);
  return reason ? `verification.error.${reason}` : null;
}
