import type { Locale, Localized } from '../../locales';
import copy from './title-parts.json';

/** Number words 3–12 as used inside titles (English in title case). */
const NUMBER_WORDS: Localized<string[]> = copy.NUMBER_WORDS;

export function numberWord(locale: Locale, n: number): string {
  const word = NUMBER_WORDS[locale][n - 3];
  if (!word) throw new Error(`No number word for ${n}`);
  return word;
}

export interface TitlePart {
  key: string;
  /** Phrase appended to the title. */
  text: Localized;
  /** Subcategory the part places a diagram in, if any. */
  category?: string;
}

/** Audience phrases ("… for Marketing Teams"); no agreement with the title noun is needed. */
export const TOPICS: TitlePart[] = copy.TOPICS;

/** Visual styles, appended after a dash ("… – Hand-Drawn Style"). */
export const STYLES: TitlePart[] = copy.STYLES;
