import { sanitizeQuery } from '../../../platform/routing/sanitizeQuery';

/**
 * The query of a /s/{query}/ path: the raw segment, once percent-decoded (whether or not the
 * router already did), then sanitised like a typed query. A path typed by hand ends up harmless too.
 */
export function routeQuery(segment: string): { query: string; canonical: boolean } {
  let decoded = segment;
  if (/%[0-9a-f]{2}/i.test(segment)) {
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A lone "%": keep the segment; sanitising drops the sign.
    }
  }
  const query = sanitizeQuery(decoded);
  return { query, canonical: query === decoded };
}
