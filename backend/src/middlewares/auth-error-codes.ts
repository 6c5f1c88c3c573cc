import type { Core } from '@strapi/strapi';
import { USERNAME_IS_EMAIL } from '../domains/account/usernames';

/**
 * Machine codes on users-permissions' refusals under /api/auth/ and /api/users/me: Strapi answers English
 * messages only, and the gateway must map each refusal to a code the web translates (never to its message).
 * Adds `code` (and `field`, the form field it belongs to) beside Strapi's `message`:
 * `{ data: null, error: { status, name, message, details, code, field? } }`.
 */
const BY_MESSAGE: Record<string, { code: string; field?: string }> = {
  'Invalid identifier or password': { code: 'invalid_credentials' },
  'Your account email is not confirmed': { code: 'email_not_confirmed' },
  'Your account has been blocked by an administrator': { code: 'account_blocked' },
  'Email or Username are already taken': { code: 'email_taken', field: 'email' },
  'Email is already taken.': { code: 'email_taken', field: 'email' },
  [USERNAME_IS_EMAIL]: { code: 'username_is_email', field: 'username' },
  'The provided current password is invalid': { code: 'wrong_current_password', field: 'currentPassword' },
  'Your new password must be different than your current password': { code: 'same_password', field: 'password' },
  'Passwords do not match': { code: 'passwords_do_not_match', field: 'passwordConfirmation' },
  'Incorrect code provided': { code: 'invalid_reset_code', field: 'code' },
  'Invalid token': { code: 'invalid_confirmation', field: 'confirmation' },
  'Already confirmed': { code: 'already_confirmed', field: 'email' },
  'This provider is disabled': { code: 'unknown_provider' },
  'Email not verified by the OpenID Connect provider': { code: 'social_sign_in_failed' },
  'OAuth authentication requires a completed provider session': { code: 'social_sign_in_failed' },
  'Missing or invalid credentials': { code: 'session_expired' },
  'Invalid credentials': { code: 'session_expired' },
};

/** Codes of yup's field errors, by field and message; any other field error is `invalid_value`. */
function fieldErrorCode(field: string, message: string): string {
  if (field === 'password' || field === 'passwordConfirmation') {
    return /validation failed|less than 73 bytes/i.test(message) ? 'weak_password' : 'invalid_value';
  }
  if (field === 'email' && /valid email/i.test(message)) return 'invalid_email';
  if (/required/i.test(message)) return 'required';
  return 'invalid_value';
}

interface StrapiError {
  status: number;
  name: string;
  message: string;
  details?: { errors?: { path?: string[]; message?: string }[] };
  code?: string;
  field?: string;
}

function codeOf(error: StrapiError): { code: string; field?: string } | null {
  if (error.name === 'RateLimitError') return { code: 'rate_limited' };
  const known = BY_MESSAGE[error.message];
  if (known) return known;
  const [first] = error.details?.errors ?? [];
  if (error.name === 'ValidationError' && first?.path?.length) {
    const field = first.path.join('.');
    return { code: fieldErrorCode(field, first.message ?? ''), field };
  }
  return null;
}

const authErrorCodes: Core.MiddlewareFactory = (_config, { strapi }) => {
  const apiPrefix = strapi.config.get('api.rest.prefix', '/api') as string;
  const coded = [`${apiPrefix}/auth/`, `${apiPrefix}/users/me`, `${apiPrefix}/connect/`];
  return async (ctx, next) => {
    await next();
    if (ctx.status < 400 || !coded.some((prefix) => ctx.path.startsWith(prefix))) return;
    const error = (ctx.body as { error?: StrapiError } | undefined)?.error;
    if (!error || typeof error !== 'object' || typeof error.message !== 'string') return;
    const found = codeOf(error);
    if (found) ctx.body = { ...(ctx.body as object), error: { ...error, ...found } };
  };
};

export default authErrorCodes;
