/** Site languages (spec section 1); the first one is the default locale. */
export const LOCALES = ['en', 'fr', 'de', 'es', 'pt'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English (en)',
  fr: 'French (fr)',
  de: 'German (de)',
  es: 'Spanish (es)',
  pt: 'Portuguese (pt)',
};

/** One value per site language. */
export type Localized<T = string> = Record<Locale, T>;

/** Builds a localized value by calling `make` for every locale. */
export function localize<T>(make: (locale: Locale) => T): Localized<T> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Localized<T>;
}

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** A stored language (an account's, an entitlement's), English when it is none of the site's. */
export const localeOf = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);
