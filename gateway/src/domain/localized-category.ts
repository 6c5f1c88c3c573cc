import type { Category } from './category';
import type { Locale } from './locales';

/**
 * Spec §7 (bundles, free sample): the English entry was asked for with its localizations; the result is
 * the entry of the current locale, else the localization in that locale, else none.
 */
export function inLocale(entries: readonly Category[], locale: Locale): Category | undefined {
  return entries.find((entry) => entry.locale === locale);
}
