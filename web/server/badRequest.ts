import { plainPage } from './plainPage';

/**
 * True when the path of `url` has a % that does not start a valid UTF-8 escape
 * (/diagrams/%E0%A4%A/, /fr/s/%ZZ/): Next fails on decoding such a path with a 500.
 */
export function hasMalformedPath(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0];
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/** The 400 page for a malformed address, in the language of its path prefix (the path cannot reach Next). */
export function badRequestPage(url: string): string {
  return plainPage(url, 'badRequest.title', ['badRequest.message']);
}
