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
 * The field errors of a validation answer by field path, without the keys errorMessageOf reads: flat
 * (`{ "email": ["Enter a valid email address."] }`) or nested under `errors` as the shop sends them
 * (`{ "errors": { "customer": { "vat_id": ["…"] } } }` → `{ "customer.vat_id": ["…"] }`); empty when there are none.
 */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const visit = (value: unknown, path: string[]) => {
    const messages = messagesOf(value);
    if (messages.length > 0) found[path.join('.')] = messages;
    else if (isObject(value) && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
    }
  };
  if (isObject(body) && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body)) {
      if (!['non_field_errors', 'error', 'detail', 'code'].includes(key)) visit(value, key === 'errors' ? [] : [key]);
    }
  }
  return found;
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
