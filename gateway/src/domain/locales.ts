/** The site's languages (spec §1); English is the default and has no route prefix. */
export const LOCALES = ['en', 'fr', 'de', 'es', 'pt'] as const;

export type Locale = (typeof LOCALES)[number];

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  pt: 'Portuguese',
};
