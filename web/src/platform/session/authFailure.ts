/**
 * What the web acts on in a refused auth or account operation: the gateway's codes (contract:
 * extensions.code, extensions.reason, extensions.fieldErrors of reason codes), never its messages.
 */
export type AuthFailure = {
  /** extensions.code of each error, e.g. BAD_USER_INPUT, UNAUTHENTICATED; UPSTREAM_UNAVAILABLE when unreachable. */
  codes: string[];
  /** The first extensions.reason, e.g. INVALID_CREDENTIALS, EMAIL_NOT_CONFIRMED. */
  reason?: string;
  /** Field path → reason codes, e.g. { email: ['EMAIL_TAKEN'] }. */
  fieldErrors: Record<string, string[]>;
};

type ErrorEntry = { extensions?: Record<string, unknown> };

/** The failure of a GraphQL answer's `errors` (and its HTTP status: a 429 is a rate limit whatever its body). */
export function authFailure(errors: readonly ErrorEntry[], status = 200): AuthFailure {
  const codes = errors.map((entry) => String(entry.extensions?.code ?? ''));
  if (status === 429 && !codes.includes('RATE_LIMITED')) codes.push('RATE_LIMITED');
  const reason = errors.map((entry) => entry.extensions?.reason).find((value) => typeof value === 'string');
  const fieldErrors: Record<string, string[]> = {};
  for (const entry of errors) {
    const fields = entry.extensions?.fieldErrors;
    if (!fields || typeof fields !== 'object') continue;
    for (const [path, reasons] of Object.entries(fields as Record<string, unknown>)) {
      const list = (Array.isArray(reasons) ? reasons : [reasons]).filter((r): r is string => typeof r === 'string');
      fieldErrors[path] = [...(fieldErrors[path] ?? []), ...list];
    }
  }
  return { codes, ...(reason !== undefined && { reason: reason as string }), fieldErrors };
}

/** The gateway refused the session token itself (forged, expired, revoked): the cookie must go. */
export function isSessionRefused(failure: AuthFailure): boolean {
  return failure.codes.includes('UNAUTHENTICATED') || failure.reason === 'SESSION_EXPIRED';
}

export const UNREACHABLE: AuthFailure = { codes: ['UPSTREAM_UNAVAILABLE'], fieldErrors: {} };
