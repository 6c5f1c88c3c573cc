import type { Currency } from '@shop/money';
import type { Locale } from '../domain/locales';
import { SEARCH_LANGUAGES } from '../search/languages';
import { fold, words } from './text';
import { COLOURS, type Colour, CURRENCY_WORDS, STYLES, type Style, VOCABULARIES, type Vocabulary } from './vocabulary';

/** What one message asks for; everything optional, a follow-up may only add a colour. */
export interface ParsedRequest {
  /** The words left to search titles with, once constraints and filler are taken out ("" when none). */
  topic: string;
  count?: number;
  minSlides?: number;
  maxSlides?: number;
  maxPrice?: { amount: number; currency?: Currency };
  style?: Style;
  colour?: Colour;
  /** "Cheaper": below what was recommended so far. */
  cheaper: boolean;
}

/** A category the advisor may recognise by name: visible ones only. */
export interface NamedCategory {
  slug: string;
  name: string;
}

// Symbols are spelt out before words are split: "$10", "10 €" and "CA$10" all read as number and currency.
const SYMBOLS: Array<[RegExp, string]> = [
  [/c(?:a)?\$/gi, ' cad '],
  [/\$/g, ' usd '],
  [/€/g, ' eur '],
  [/£/g, ' gbp '],
];

/** Reads a visitor's message in `locale`: counts, slides, price ceiling, style, colour, and the topic left. */
export function parseRequest(locale: Locale, message: string): ParsedRequest {
  const vocabulary = VOCABULARIES[locale];
  const text = SYMBOLS.reduce((spelt, [symbol, word]) => spelt.replace(symbol, word), message);
  const tokens = new Tokens(words(text));
  const request: ParsedRequest = { topic: '', cheaper: false };

  readPrice(tokens, vocabulary, request);
  readSlides(tokens, vocabulary, request);
  readCount(tokens, vocabulary, request);
  request.style = STYLES.find((style) => tokens.takeAny(vocabulary.styles[style]));
  request.colour = COLOURS.find((colour) => tokens.takeAny(vocabulary.colours[colour]));
  request.cheaper = tokens.takeAny(vocabulary.cheaper);

  const ignored = ignoredWords(locale);
  request.topic = tokens
    .left()
    // Single letters and bare numbers match half the catalogue through the search's typo tolerance.
    .filter((word) => word.length > 1 && !/^[\d.,]+$/.test(word) && !ignored.has(word) && !CURRENCY_WORDS[word])
    .join(' ');
  return request;
}

/** The categories named in a message: every word of the name (stemmed, stop words aside) is in it. Most specific first. */
export function namedCategories(locale: Locale, message: string, categories: readonly NamedCategory[]): string[] {
  const { stemmer } = SEARCH_LANGUAGES[locale];
  const ignored = ignoredWords(locale);
  const stems = (text: string) =>
    words(text)
      .filter((word) => !ignored.has(word) || word === '3d')
      .map(stemmer);
  const said = new Set(stems(message));
  return categories
    .map((category) => ({ slug: category.slug, stems: stems(category.name) }))
    .filter(({ stems }) => stems.length > 0 && stems.every((stem) => said.has(stem)))
    .sort((a, b) => b.stems.length - a.stems.length)
    .map(({ slug }) => slug);
}

const ignoredCache = new Map<Locale, Set<string>>();

/** Stop words and filler of a language, folded. */
function ignoredWords(locale: Locale): Set<string> {
  let set = ignoredCache.get(locale);
  if (!set) {
    set = new Set([...SEARCH_LANGUAGES[locale].stopWords.map(fold), ...VOCABULARIES[locale].filler]);
    ignoredCache.set(locale, set);
  }
  return set;
}

function readPrice(tokens: Tokens, vocabulary: Vocabulary, request: ParsedRequest): void {
  for (let at = 0; at < tokens.length; at++) {
    const marker = tokens.phraseAt(at, vocabulary.priceCeiling);
    if (marker === 0) continue;
    let next = at + marker;
    const before = CURRENCY_WORDS[tokens.word(next)];
    if (before) next++;
    const amount = parseNumber(tokens.word(next));
    if (amount === undefined) continue;
    const after = CURRENCY_WORDS[tokens.word(next + 1)];
    // "less than 10 slides" is a slide count, not a price.
    if (!before && !after && isNoun(tokens.word(next + 1), [...vocabulary.slideNouns, ...vocabulary.countNouns]))
      continue;
    tokens.take(at, next + 1 + (after ? 1 : 0));
    request.maxPrice = { amount, currency: before ?? after };
    return;
  }
}

function readSlides(tokens: Tokens, vocabulary: Vocabulary, request: ParsedRequest): void {
  for (let at = 0; at < tokens.length; at++) {
    const count = numberOf(tokens.word(at), vocabulary);
    if (count === undefined || !isNoun(tokens.word(at + 1), vocabulary.slideNouns)) continue;
    const atMost = precedingPhrase(tokens, at, vocabulary.atMost);
    const atLeast = atMost ? 0 : precedingPhrase(tokens, at, vocabulary.atLeast);
    tokens.take(at - (atMost || atLeast), at + 2);
    // A bare "10 slides" asks for enough slides: at least 10.
    if (atMost) request.maxSlides = count;
    else request.minSlides = count;
    return;
  }
}

function readCount(tokens: Tokens, vocabulary: Vocabulary, request: ParsedRequest): void {
  for (let at = 0; at < tokens.length; at++) {
    const count = numberOf(tokens.word(at), vocabulary);
    if (count === undefined || tokens.isTaken(at)) continue;
    // "five steps", "5 process steps": the noun right after, or one word further.
    const gap = [1, 2].find(
      (distance) => !tokens.isTaken(at + distance) && isNoun(tokens.word(at + distance), vocabulary.countNouns),
    );
    if (gap === undefined) continue;
    tokens.take(at, at + 1);
    tokens.take(at + gap, at + gap + 1);
    request.count = count;
    return;
  }
}

function precedingPhrase(tokens: Tokens, at: number, phrases: string[]): number {
  for (const phrase of phrases) {
    const length = phrase.split(' ').length;
    if (at - length >= 0 && tokens.phraseAt(at - length, [phrase]) === length) return length;
  }
  return 0;
}

function numberOf(word: string, vocabulary: Vocabulary): number | undefined {
  const value = vocabulary.numbers[word] ?? (/^\d{1,3}$/.test(word) ? Number(word) : undefined);
  return value !== undefined && value > 0 ? value : undefined;
}

function parseNumber(word: string): number | undefined {
  if (!/^\d+(?:[.,]\d{1,2})?$/.test(word)) return undefined;
  return Number(word.replace(',', '.'));
}

function isNoun(word: string, nouns: string[]): boolean {
  return word !== '' && nouns.some((noun) => word.startsWith(noun));
}

/** The message's words, each taken at most once by a constraint. */
class Tokens {
  private readonly taken: boolean[];

  constructor(private readonly list: string[]) {
    this.taken = list.map(() => false);
  }

  get length(): number {
    return this.list.length;
  }

  word(at: number): string {
    return this.list[at] ?? '';
  }

  isTaken(at: number): boolean {
    return this.taken[at] ?? true;
  }

  take(from: number, to: number): void {
    for (let at = from; at < to; at++) this.taken[at] = true;
  }

  /** Length of the longest of `phrases` starting at `at` among untaken words, 0 if none. */
  phraseAt(at: number, phrases: string[]): number {
    let longest = 0;
    for (const phrase of phrases) {
      const parts = phrase.split(' ');
      if (parts.length > longest && parts.every((part, i) => !this.isTaken(at + i) && this.list[at + i] === part))
        longest = parts.length;
    }
    return longest;
  }

  /** Takes the first of `phrases` found anywhere; true if one was. */
  takeAny(phrases: string[]): boolean {
    for (let at = 0; at < this.list.length; at++) {
      const length = this.phraseAt(at, phrases);
      if (length > 0) {
        this.take(at, at + length);
        return true;
      }
    }
    return false;
  }

  left(): string[] {
    return this.list.filter((_, at) => !this.taken[at]);
  }
}
