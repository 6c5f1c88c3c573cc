/** Spec §8's fallback when an error body carries no message of its own. */
export const UNEXPECTED_ERROR_MESSAGE = 'Unexpected error. Please contact us using chat on the bottom left corner.';

/**
 * Spec §8's generic message extraction from an error response body (already parsed JSON, or anything):
 * `non_field_errors` (joined), then `error`, then `detail`; otherwise the fallback message.
 * `error` may also be Strapi's error object ({ status, name, message }): its message counts.
 */
export function errorMessageOf(body: unknown): string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return UNEXPECTED_ERROR_MESSAGE;
  const { non_field_errors: nonFieldErrors, error, detail } = body as Record<string, unknown>;
  const joined = messagesOf(nonFieldErrors).join(' ');
  if (joined) return joined;
  const errorText = textOf(error) ?? (isObject(error) ? textOf(error.message) : undefined);
  if (errorText) return errorText;
  return textOf(detail) ?? UNEXPECTED_ERROR_MESSAGE;
}

/**
 * The field errors of a validation answer (`{ "email": ["Enter a valid email address."] }`), without the
 * keys errorMessageOf reads; empty when there are none.
 */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (!isObject(body) || Array.isArray(body)) return {};
  const entries = Object.entries(body)
    .filter(([key]) => !['non_field_errors', 'error', 'detail', 'code'].includes(key))
    .map(([key, value]) => [key, messagesOf(value)] as const)
    .filter(([, messages]) => messages.length > 0);
  return Object.fromEntries(entries);
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => (typeof item === 'string' && item.trim() ? [item.trim()] : []));
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
