import { errorMessageOf } from '../../domain/error-message';
import { type FieldErrors, ForbiddenError, InputError, UnauthenticatedError } from '../../domain/errors';
import { RateLimitedError } from '../../limits/rate-limits';
import { fetchFailureDetail } from '../fetch-failure';

/** Strapi answered with an error status: spec §8's message, Strapi's error name and its validation details. */
export class AuthHttpError extends Error {
  override name = 'AuthHttpError';

  constructor(
    readonly status: number,
    message: string,
    /** Strapi's error class: ValidationError, ApplicationError, UnauthorizedError, ForbiddenError… */
    readonly errorName: string | undefined,
    /** ValidationError's `details.errors`: `{ path: ['email'], message }` each. */
    readonly details: Array<{ path: string[]; message: string }>,
    readonly retryAfterSeconds?: number,
    /** The backend's machine code and form field, when it adds them (src/middlewares/auth-error-codes.ts). */
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** No answer at all from the auth backend: connection refused, reset, DNS failure or timeout. */
export class AuthUnreachableError extends Error {
  override name = 'AuthUnreachableError';

  static from(failure: unknown, timeoutMs: number): AuthUnreachableError {
    return new AuthUnreachableError(`Auth API unreachable: ${fetchFailureDetail(failure, timeoutMs)}`, {
      cause: failure,
    });
  }
}

/** A 2xx answer we cannot use (not JSON, or not the agreed shape). */
export class InvalidAuthResponseError extends Error {
  override name = 'InvalidAuthResponseError';

  constructor(detail: string) {
    super(`Auth API sent an unexpected response: ${detail}`);
  }
}

export function authErrorFromBody(status: number, text: string, retryAfter: string | null): AuthHttpError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = (
    body as { error?: { name?: unknown; code?: unknown; field?: unknown; details?: { errors?: unknown } } } | undefined
  )?.error;
  const errors = Array.isArray(error?.details?.errors) ? (error.details.errors as unknown[]) : [];
  const details = errors.flatMap((item) => {
    const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
    return Array.isArray(path) && typeof message === 'string' ? [{ path: path.map(String), message }] : [];
  });
  const seconds = Number(retryAfter);
  return new AuthHttpError(
    status,
    errorMessageOf(body),
    typeof error?.name === 'string' ? error.name : undefined,
    details,
    Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined,
    typeof error?.code === 'string' ? error.code : undefined,
    typeof error?.field === 'string' ? error.field : undefined,
  );
}

type Refusal = { reason: string; field?: string; forbidden?: true };

/** The backend's codes (backend/README.md, Accounts) that are not simply the reason in lower case. */
const CODES: Record<string, Refusal> = {
  email_not_confirmed: { reason: 'EMAIL_NOT_CONFIRMED', forbidden: true },
  account_blocked: { reason: 'ACCOUNT_BLOCKED', forbidden: true },
  same_password: { reason: 'PASSWORD_UNCHANGED', field: 'password' },
  required: { reason: 'INVALID' },
  invalid_value: { reason: 'INVALID' },
};

/** Strapi's messages (users-permissions 5.54, controllers/auth.js) and the contract's reason for each. */
const REFUSALS: Record<string, Refusal> = {
  'Invalid identifier or password': { reason: 'INVALID_CREDENTIALS' },
  'Your account email is not confirmed': { reason: 'EMAIL_NOT_CONFIRMED', forbidden: true },
  'Your account has been blocked by an administrator': { reason: 'ACCOUNT_BLOCKED', forbidden: true },
  'Email or Username are already taken': { reason: 'EMAIL_TAKEN', field: 'email' },
  'Incorrect code provided': { reason: 'INVALID_RESET_CODE', field: 'code' },
  'The provided current password is invalid': { reason: 'WRONG_CURRENT_PASSWORD', field: 'currentPassword' },
  'Your new password must be different than your current password': {
    reason: 'PASSWORD_UNCHANGED',
    field: 'password',
  },
  'Passwords do not match': { reason: 'PASSWORDS_DO_NOT_MATCH', field: 'passwordConfirmation' },
  'Password must be less than 73 bytes': { reason: 'WEAK_PASSWORD', field: 'password' },
  'Invalid token': { reason: 'INVALID_CONFIRMATION', field: 'confirmation' },
  'This provider is disabled': { reason: 'UNKNOWN_PROVIDER', field: 'provider' },
};

/** What each field of a ValidationError means when Strapi's message is not one of REFUSALS. */
const FIELD_REASONS: Record<string, string> = {
  email: 'INVALID_EMAIL',
  identifier: 'INVALID_CREDENTIALS',
  password: 'WEAK_PASSWORD',
  passwordConfirmation: 'PASSWORDS_DO_NOT_MATCH',
  currentPassword: 'WRONG_CURRENT_PASSWORD',
  code: 'INVALID_RESET_CODE',
  confirmation: 'INVALID_CONFIRMATION',
};

/**
 * The contract's refusal for a Strapi error, as a domain error (the GraphQL layer gives it its code), or undefined
 * when it is not the visitor's doing (a failure to report as UPSTREAM_ERROR).
 */
export function refusalOf(error: AuthHttpError): Error | undefined {
  if (error.status === 401) return new UnauthenticatedError('SESSION_EXPIRED', 'The session has expired.');
  if (error.status === 429) return new RateLimitedError('account', error.retryAfterSeconds ?? 60);
  if (error.status !== 400) return undefined;
  const known = codeRefusal(error) ?? REFUSALS[error.message];
  if (known?.forbidden) return new ForbiddenError(known.reason, error.message);
  if (known) return new InputError(known.reason, error.message, known.field);
  if (error.details.length === 0) return undefined;
  const fieldErrors: FieldErrors = {};
  for (const { path, message } of error.details) {
    const field = path.join('.');
    const reason = REFUSALS[message]?.reason ?? FIELD_REASONS[path[0]] ?? 'INVALID';
    fieldErrors[field] = [...new Set([...(fieldErrors[field] ?? []), reason])];
  }
  const [first] = Object.entries(fieldErrors);
  return new InputError(first[1][0], error.message, first[0], fieldErrors);
}

/** The refusal the backend's code names, on its field (a field error's reason by the field when generic). */
function codeRefusal({ code, field }: AuthHttpError): Refusal | undefined {
  if (!code || code === 'session_expired' || code === 'rate_limited') return undefined;
  const known = CODES[code] ?? { reason: code.toUpperCase() };
  const reason = known.reason === 'INVALID' && field ? (FIELD_REASONS[field] ?? 'INVALID') : known.reason;
  return { ...known, reason, field: field ?? known.field };
}

/** The refusal of a failed auth call, else the failure itself. */
export function asRefusal(error: unknown): unknown {
  return error instanceof AuthHttpError ? (refusalOf(error) ?? error) : error;
}
