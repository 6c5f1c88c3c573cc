/** Checks shared by the parsers of request bodies (cart items, customer, card, idempotency key). */

/** A JSON object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shape of a Strapi documentId: checked before it reaches a query. */
export const isDocumentId = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9]{1,64}$/.test(value);

/** A stored date as an ISO string in an API answer; null stays null. */
export const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Control characters (NUL, line breaks, escape…) have no place in keys, codes, names or addresses; PostgreSQL
 * cannot even store NUL. Text fields refuse them with a 400 rather than reach the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address a mail can go to: one @, a dot in the domain, no spaces or control characters, at most 254 long. */
export const isEmailAddress = (text: string) => EMAIL.test(text) && text.length <= 254 && !hasControlCharacters(text);
