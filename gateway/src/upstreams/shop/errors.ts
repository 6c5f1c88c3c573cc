import { errorMessageOf, fieldErrorsOf } from '../../domain/error-message';
import { fetchFailureDetail } from '../fetch-failure';

/** The shop answered with an error status; `message` is spec §8's extraction from its body. */
export class ShopError extends Error {
  override name = 'ShopError';

  constructor(
    readonly status: number,
    message: string,
    /** The body's machine-readable `code` (e.g. card_declined), if any. */
    readonly code: string | undefined,
    /** Per-field validation messages of a 400 (e.g. { email: ['Enter a valid email address.'] }). */
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(message);
  }
}

/** No answer at all from the shop: connection refused, reset, DNS failure or timeout. */
export class ShopUnreachableError extends Error {
  override name = 'ShopUnreachableError';

  constructor(detail: string, options?: ErrorOptions) {
    super(`Shop API unreachable: ${detail}`, options);
  }
}

/** A 2xx answer we cannot use (not JSON, or not the agreed shape). */
export class InvalidShopResponseError extends Error {
  override name = 'InvalidShopResponseError';

  constructor(detail: string) {
    super(`Shop API sent an unexpected response: ${detail}`);
  }
}

export type ShopFailure = ShopError | ShopUnreachableError | InvalidShopResponseError;

export function isShopFailure(error: unknown): error is ShopFailure {
  return (
    error instanceof ShopError || error instanceof ShopUnreachableError || error instanceof InvalidShopResponseError
  );
}

/** The shop's field messages (backend/src/domains/shop/customer.ts, card.ts) as codes: the web shows none of its English. */
const FIELD_REASONS: Record<string, string> = {
  'This field is required.': 'REQUIRED',
  'Enter a valid email address.': 'INVALID_EMAIL',
  'Enter a two-letter ISO 3166 country code.': 'INVALID_COUNTRY',
  'Your card number is invalid.': 'INVALID_CARD_NUMBER',
  'Invalid expiry month.': 'INVALID_EXPIRY',
  'Invalid expiry year.': 'INVALID_EXPIRY',
  'Your card has expired.': 'CARD_EXPIRED',
  'Your card security code is invalid.': 'INVALID_CVC',
  'Your card was declined.': 'CARD_DECLINED',
};

const fieldReasonOf = (message: string) =>
  FIELD_REASONS[message] ?? (/^[A-Z][A-Z_]+$/.test(message) ? message : 'INVALID');

/** An error status with its body: spec §8's message, the `code` and field errors when the body has them. */
export function shopErrorFromBody(status: number, text: string): ShopError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const code = (body as { code?: unknown } | undefined)?.code;
  const fieldErrors = {
    ...Object.fromEntries(
      Object.entries(fieldErrorsOf(body)).map(([field, messages]) => [field, messages.map(fieldReasonOf)]),
    ),
    ...strapiFieldErrors(body),
  };
  return new ShopError(status, errorMessageOf(body), typeof code === 'string' ? code : undefined, fieldErrors);
}

/**
 * Strapi's ValidationError details (`error.details.errors: [{ path: ['email'], name: 'EMAIL_INVALID', message }]`,
 * the forms' routes) by field path: the code in `name` when it is one, else the message's.
 */
function strapiFieldErrors(body: unknown): Record<string, string[]> {
  const errors = (body as { error?: { details?: { errors?: unknown } } } | undefined)?.error?.details?.errors;
  const found: Record<string, string[]> = {};
  for (const item of Array.isArray(errors) ? errors : []) {
    const { path, name, message } = (item ?? {}) as { path?: unknown; name?: unknown; message?: unknown };
    if (!Array.isArray(path) || path.length === 0) continue;
    const reason = typeof name === 'string' && /^[A-Z][A-Z_]+$/.test(name) ? name : fieldReasonOf(String(message));
    const field = path.map(String).join('.');
    found[field] = [...(found[field] ?? []), reason];
  }
  return found;
}

export function shopErrorFromFetchFailure(failure: unknown, timeoutMs: number): ShopUnreachableError {
  return new ShopUnreachableError(fetchFailureDetail(failure, timeoutMs), { cause: failure });
}
