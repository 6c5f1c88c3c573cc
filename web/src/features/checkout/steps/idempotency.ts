/** Random bytes in a key: 256 bits, twice the gateway's minimum of 128 (a UUID carries only 122). */
const KEY_BYTES = 32;
const KEY_FORMAT = /^[A-Za-z0-9_-]{43}$/;

/**
 * A random idempotency key: 32 bytes, base64url (43 characters). Only the buyer knows it, so nobody
 * can replay it. getRandomValues works outside secure contexts too, unlike crypto.randomUUID.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** sessionStorage name of the order-creation attempt (checkout data step). */
export const ORDER_ATTEMPT = 'checkoutOrderAttempt';

/** Forgets a finished request's key, so that the next purchase is a new request. */
export function forgetIdempotencyKey(name: string, storage: Storage | null = sessionStorageOrNull()): void {
  try {
    storage?.removeItem(name);
  } catch {
    // nothing stored
  }
}

type Attempt = { fingerprint: string; key: string };

/**
 * The idempotency key of a request, kept in sessionStorage under `name`: the same request again
 * (a retry, a double click, a reload and resubmit) reuses its key, so the server does it once; a
 * different request gets a new key.
 */
export function idempotencyKeyFor(
  name: string,
  fingerprint: string,
  storage: Storage | null = sessionStorageOrNull(),
): string {
  const stored = read(storage, name);
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const attempt = { fingerprint, key: newIdempotencyKey() };
  try {
    storage?.setItem(name, JSON.stringify(attempt));
  } catch {
    // no session storage: the key still covers this page's retries via the caller
  }
  return attempt.key;
}

function read(storage: Storage | null, name: string): Attempt | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(name) ?? 'null');
    if (value && typeof value === 'object' && 'fingerprint' in value && 'key' in value) {
      const { fingerprint, key } = value as Record<string, unknown>;
      // A key of an older, shorter format (a UUID) would be refused: a new one replaces it.
      if (typeof fingerprint === 'string' && typeof key === 'string' && KEY_FORMAT.test(key))
        return { fingerprint, key };
    }
  } catch {
    // corrupt: a new key
  }
  return null;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
