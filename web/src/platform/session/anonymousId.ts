import { localStore } from '@/platform/storage/localStore';

/** localStorage key of the anonymous id the server issued with the first favourite (spec §3, §6). */
const ANONYMOUS_ID_KEY = 'anonymousUserId';

/** The server's format: 22 to 64 base64url characters; anything else is never sent. */
const ANONYMOUS_ID = /^[A-Za-z0-9_-]{22,64}$/;

export function isAnonymousUserId(value: unknown): value is string {
  return typeof value === 'string' && ANONYMOUS_ID.test(value);
}

/**
 * The visitor's anonymous wishlist id, if the server has issued one; undefined on the server. The
 * account pages pass it to sign-in and register so that these favourites follow the account.
 */
export function readAnonymousUserId(): string | undefined {
  const value = localStore()?.getItem(ANONYMOUS_ID_KEY);
  return isAnonymousUserId(value) ? value : undefined;
}

/** Keeps the id the server returned (spec §4); a malformed one is not stored. */
export function storeAnonymousUserId(value: string): void {
  if (!isAnonymousUserId(value)) return;
  try {
    localStore()?.setItem(ANONYMOUS_ID_KEY, value);
  } catch {
    // quota or privacy mode: the next favourite gets a new id from the server
  }
}
