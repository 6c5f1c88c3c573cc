/** Reason codes by argument path (`{ email: ['EMAIL_TAKEN'] }`): the web shows each on its field, translated. */
export type FieldErrors = Record<string, string[]>;

/**
 * Input a rule refuses: `reason` is a stable code for clients to say it in the visitor's language, `field` the
 * argument's path. The GraphQL layer turns it into BAD_USER_INPUT; the message is for developers.
 */
export class InputError extends Error {
  override name = 'InputError';

  constructor(
    readonly reason: string,
    message: string,
    readonly field?: string,
    /** Several fields at once; by default the reason on `field`. */
    readonly fieldErrors: FieldErrors = field ? { [field]: [reason] } : {},
  ) {
    super(message);
  }
}

/** What was asked for does not exist (or cannot: a malformed key, or not yours). The GraphQL layer says NOT_FOUND. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';

  constructor(
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

/** No session, or a token that is forged, expired or revoked: UNAUTHENTICATED. */
export class UnauthenticatedError extends Error {
  override name = 'UnauthenticatedError';

  constructor(
    readonly reason: 'SESSION_EXPIRED' | 'SIGN_IN_REQUIRED',
    message: string,
  ) {
    super(message);
  }
}

/** Known and refused: an unconfirmed email, a blocked account. FORBIDDEN. */
export class ForbiddenError extends Error {
  override name = 'ForbiddenError';

  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}
