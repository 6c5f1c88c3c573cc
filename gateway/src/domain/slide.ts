import type { LocalizedLink } from './localized-link';
import type { Locale } from './locales';
import type { Image } from './media';

/** One slide of a diagram, in one locale. */
export interface Slide {
  id: string;
  title: string;
  /** Localized path segment of /slides/{url_title}. */
  urlTitle: string;
  number: number;
  locale: Locale;
  image: Image | null;
  /** Id of its diagram; undefined when the upstream call left it out. */
  diagramId?: string;
  /** Other locales only; url is the slide's url_title there. */
  localizations: LocalizedLink[];
}
