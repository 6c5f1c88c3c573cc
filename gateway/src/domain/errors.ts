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
  ) {
    super(message);
  }
}

/** What was asked for does not exist (or cannot: a malformed key). The GraphQL layer says NOT_FOUND. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
}
