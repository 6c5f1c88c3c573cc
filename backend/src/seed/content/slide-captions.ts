import type { Localized } from '../../locales';
import copy from './slide-captions.json';

/** "Slide" as written before the slide number. */
export const SLIDE_WORD: Localized = copy.SLIDE_WORD;

/** Separator between number and caption (French typography puts a space before the colon). */
export const SLIDE_SEPARATOR: Localized = copy.SLIDE_SEPARATOR;

/** Caption of the first slide of every diagram. */
export const OVERVIEW_CAPTION: Localized = copy.OVERVIEW_CAPTION;

/** Captions of the following slides, picked in a shuffled order. */
export const SLIDE_CAPTIONS: Localized[] = copy.SLIDE_CAPTIONS;

/** Captions whose preview is drawn on a dark background. */
export const DARK_CAPTIONS = new Set(['Dark Background']);
