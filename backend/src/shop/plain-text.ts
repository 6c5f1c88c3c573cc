/**
 * Control characters (NUL, line breaks, escape…) have no place in keys, codes, names or addresses; PostgreSQL
 * cannot even store NUL. Text fields refuse them with a 400 rather than reach the database.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);
