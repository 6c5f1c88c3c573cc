import { InputError } from './errors';

/**
 * Idempotency keys are made by clients once per attempt, and only the same caller's retry may reuse one, so a
 * key must be unguessable: at least 128 random bits. Randomness cannot be proven from one key; what it is
 * written in can: a UUID carries 122 random bits, a hex digit 4, a base64url character 6. A run of few distinct
 * characters is no random key either.
 */
const MIN_RANDOM_BITS = 128;
const MAX_KEY_LENGTH = 200;
const MIN_DISTINCT_CHARACTERS = 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UUID_RANDOM_BITS = 122;

/** The most random bits a key written this way can hold. */
function randomBitsOf(key: string): number {
  if (UUID.test(key)) return UUID_RANDOM_BITS;
  if (/^[0-9a-f-]+$/i.test(key)) return key.replace(/-/g, '').length * 4;
  return /^[A-Za-z0-9_-]+$/.test(key) ? key.length * 6 : 0;
}

export function checkIdempotencyKey(key: string, field = 'idempotencyKey'): string {
  const random =
    key.length <= MAX_KEY_LENGTH &&
    new Set(key).size >= MIN_DISTINCT_CHARACTERS &&
    randomBitsOf(key) >= MIN_RANDOM_BITS;
  if (!random) {
    throw new InputError(
      'WEAK_IDEMPOTENCY_KEY',
      `${field} must hold at least ${MIN_RANDOM_BITS} random bits: 22+ base64url or 32+ hex characters.`,
      field,
    );
  }
  return key;
}

/** Order keys as the shop makes them (32 base64url characters); anything else cannot name an order. */
export function isOrderKey(key: string): boolean {
  return /^[A-Za-z0-9_-]{16,64}$/.test(key);
}

/** Strapi 5 documentIds (24 lower-case letters and digits); a little slack, but never a path or a query. */
export function isDocumentId(id: string): boolean {
  return /^[A-Za-z0-9]{16,64}$/.test(id);
}
