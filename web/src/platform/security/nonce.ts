import { stripLocale } from '../i18n/localePath';

/**
 * Pages rendered per request that no cache will ever share: their CSP carries a nonce (checkout
 * and the account site). Every other page will be cached (a later issue), and a
 * nonce in a cached page would be the same for every visitor, so those get a policy without one.
 */
const PER_REQUEST_PAGES = ['/checkout/', '/account/'];

/** Request header by which proxy.ts hands a page its nonce. */
export const NONCE_HEADER = 'x-nonce';

export function needsNonce(pathname: string): boolean {
  const path = stripLocale(pathname);
  return PER_REQUEST_PAGES.some((prefix) => path.startsWith(prefix));
}

/** 128 random bits, base64: unguessable for each response. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
