import * as deStemmer from '@orama/stemmers/german';
import * as enStemmer from '@orama/stemmers/english';
import * as esStemmer from '@orama/stemmers/spanish';
import * as frStemmer from '@orama/stemmers/french';
import * as ptStemmer from '@orama/stemmers/portuguese';
import { stopwords as deStopwords } from '@orama/stopwords/german';
import { stopwords as enStopwords } from '@orama/stopwords/english';
import { stopwords as esStopwords } from '@orama/stopwords/spanish';
import { stopwords as frStopwords } from '@orama/stopwords/french';
import { stopwords as ptStopwords } from '@orama/stopwords/portuguese';
import type { Locale } from '../domain/locales';

/** How Orama tokenizes one site language: its Snowball stemmer and its stop words ("de", "the", "für"…). */
export interface LanguageConfig {
  language: string;
  stemmer: (word: string) => string;
  stopWords: string[];
}

export const SEARCH_LANGUAGES: Record<Locale, LanguageConfig> = {
  en: { language: enStemmer.language, stemmer: enStemmer.stemmer, stopWords: enStopwords },
  fr: { language: frStemmer.language, stemmer: frStemmer.stemmer, stopWords: frStopwords },
  de: { language: deStemmer.language, stemmer: deStemmer.stemmer, stopWords: deStopwords },
  es: { language: esStemmer.language, stemmer: esStemmer.stemmer, stopWords: esStopwords },
  pt: { language: ptStemmer.language, stemmer: ptStemmer.stemmer, stopWords: ptStopwords },
};
