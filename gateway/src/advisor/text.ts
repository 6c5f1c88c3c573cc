/**
 * Text as the advisor compares it: lower case, accents and typographic apostrophes folded, so "Étapes",
 * "etapes" and "étapes" are one word, and a visitor who types without accents is understood.
 */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').replace(/[’`´]/g, "'").toLowerCase();
}

/** Words and numbers of folded text, in order ("five-step" is two words; "3d" and "10.5" stay whole). */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\d]*\p{L}[\p{L}\d]*|\d+(?:[.,]\d+)?/gu) ?? [];
}
