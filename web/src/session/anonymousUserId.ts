/**
 * The wishlist's anonymous id (contract: localStorage `anonymousUserId`), sent with sign-in, register
 * and social sign-in so that the favourites kept without an account join it.
 * TODO(lead): replace with readAnonymousUserId() from web/src/wishlist/anonymousId.ts once merged.
 */
const STORAGE_KEY = 'anonymousUserId';

/** The shape the backend issues and accepts (contract: ^[A-Za-z0-9_-]{22,64}$). */
export function isAnonymousUserId(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{22,64}$/.test(value);
}

/** The browser's anonymous wishlist id, if it has a well-formed one. */
export function readAnonymousUserId(): string | undefined {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    // Plain or JSON-encoded, whichever way the wishlist stores it.
    const value = stored?.startsWith('"') ? JSON.parse(stored) : stored;
    return isAnonymousUserId(value) ? value : undefined;
  } catch {
    return undefined;
  }
}
