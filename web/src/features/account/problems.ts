import type { MessageId } from '@/platform/i18n/messages';
import type { AuthFailure } from '@/platform/session/authFailure';

/** What a refused account operation means to the visitor: message ids chosen by the gateway's codes. */
export type AccountProblem = {
  /** The form's message, null when the fields say it all. */
  message: MessageId | null;
  /** Form field → the message it shows. */
  fields: Record<string, MessageId>;
  /** The reason code, for the few outcomes a form acts on (EMAIL_NOT_CONFIRMED, EMAIL_TAKEN). */
  reason?: string;
};

/** Reason codes (contract "Errors") and what they say, on a field or over the form. */
const REASONS: Record<string, MessageId> = {
  INVALID_CREDENTIALS: 'account.error.invalidCredentials',
  EMAIL_NOT_CONFIRMED: 'account.error.emailNotConfirmed',
  EMAIL_TAKEN: 'account.error.emailTaken',
  USERNAME_TAKEN: 'account.error.usernameTaken',
  USERNAME_IS_EMAIL: 'account.error.usernameIsEmail',
  WEAK_PASSWORD: 'account.error.weakPassword',
  PASSWORDS_DO_NOT_MATCH: 'account.error.passwordsDoNotMatch',
  WRONG_CURRENT_PASSWORD: 'account.error.wrongCurrentPassword',
  INVALID_EMAIL: 'account.error.invalidEmail',
  INVALID_RESET_CODE: 'account.error.invalidResetCode',
  INVALID_CONFIRMATION: 'account.error.invalidConfirmation',
  UNKNOWN_PROVIDER: 'account.error.socialFailed',
  SOCIAL_SIGN_IN_FAILED: 'account.error.socialFailed',
  SESSION_EXPIRED: 'account.error.sessionExpired',
  HUMAN_PROOF_MISSING: 'verification.error.HUMAN_PROOF_MISSING',
  HUMAN_PROOF_INVALID: 'verification.error.HUMAN_PROOF_INVALID',
  HUMAN_PROOF_EXPIRED: 'verification.error.HUMAN_PROOF_EXPIRED',
  HUMAN_PROOF_REPLAYED: 'verification.error.HUMAN_PROOF_REPLAYED',
};

/** Codes without a reason of their own. */
const CODES: Record<string, MessageId> = {
  RATE_LIMITED: 'errors.rateLimit.message',
  UNAUTHENTICATED: 'account.error.sessionExpired',
  UPSTREAM_UNAVAILABLE: 'account.error.unavailable',
};

/**
 * The problem of `failure` for a form with `fields` (their names, e.g. email, password): each field
 * path the gateway refused lands on the field named by its last segment, in the visitor's language.
 */
export function accountProblem(failure: AuthFailure, fields: readonly string[] = []): AccountProblem {
  const shown: Record<string, MessageId> = {};
  for (const [path, reasons] of Object.entries(failure.fieldErrors)) {
    const field = path.split('.').at(-1) ?? path;
    if (!fields.includes(field)) continue;
    shown[field] = REASONS[reasons[0] ?? ''] ?? 'account.error.invalidField';
  }
  const reason = failure.reason ?? Object.values(failure.fieldErrors).flat()[0];
  const byCode = failure.codes.map((code) => CODES[code]).find(Boolean);
  let message: MessageId | null = byCode ?? null;
  if (!message && Object.keys(shown).length === 0) message = (reason && REASONS[reason]) || 'account.error.unexpected';
  return { message, fields: shown, ...(reason !== undefined && { reason }) };
}
