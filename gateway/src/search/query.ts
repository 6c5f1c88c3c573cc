/** Longer queries are cut: titles are short, and a long query only costs time. */
export const MAX_QUERY_LENGTH = 100;

/**
 * The query as searched: control characters removed, whitespace collapsed, at most 100 characters.
 * HTML, quotes and path characters stay: the index only ever tokenizes the text, never interprets it.
 */
export function sanitizeSearchQuery(raw: string): string {
  return [
    ...raw
      .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, MAX_QUERY_LENGTH)
    .join('')
    .trim();
}
