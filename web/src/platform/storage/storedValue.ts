/**
 * Small checks for what the browser reads back from localStorage on every page (cart, wishlist).
 * Hand-written rather than zod: under Turbopack even Zod Mini lands whole (~80 kB gzip) in the
 * first load of every catalogue page, for a handful of fields (docs/adr/0021).
 */

/** A plain object's fields, or undefined for anything else (null, a list, a number…). */
export function fieldsOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A positive safe integer (a legacy id). */
export const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** A string of at most `max` characters. */
export const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;
