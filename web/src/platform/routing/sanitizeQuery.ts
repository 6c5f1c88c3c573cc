/** Longer queries are cut: nobody types more, and the path stays short. */
export const MAX_QUERY_LENGTH = 100;

/**
 * A search query reduced to what a title search needs, before it goes into the /s/{query}/ path
 * (spec §2): HTML tags dropped, then every character but letters, digits, combining marks and
 * hyphens turned into a space (quotes, slashes, dots and so "..", %, ?, #), whitespace collapsed.
 * What remains is harmless in a path, a URL and HTML. Empty means there was no query.
 */
export function sanitizeQuery(raw: string): string {
  const words = raw
    .normalize('NFC')
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[^\p{L}\p{N}\p{M}-]+/gu, ' ')
    .replace(/\s-+|-+\s|^-+|-+$/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
  return Array.from(words).slice(0, MAX_QUERY_LENGTH).join('').trim();
}
