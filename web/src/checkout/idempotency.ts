/** A random idempotency key; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
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
export function idempotencyKeyFor(name: string, fingerprint: string, storage: Storage | null = sessionStorageOrNull()): string {
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
      if (typeof fingerprint === 'string' && typeof key === 'string') return { fingerprint, key };
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
