/**
 * The download page's order key is the buyer's access to the order (their name, address, download links): a
 * bearer secret in the path. Anything leaving the shop for a third party (analytics, error reports) carries
 * the path with the key replaced.
 */
const ORDER_KEY_IN_PATH = /(\/checkout\/download\/)[^/?#]+/g;

export const REDACTED_KEY = '[key]';

/** `path` (or a whole URL) with every secret path segment replaced. */
export function redactPath(path: string): string {
  return path.replace(ORDER_KEY_IN_PATH, `$1${REDACTED_KEY}`);
}
