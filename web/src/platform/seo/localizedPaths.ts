import { isLocale, locales, type AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import type { LocalizedPaths } from './alternates';

type Localized = { locale: string; url: string };

/**
 * The site paths of one entity (category, diagram, slide) in its own locale and in each of its
 * localizations, whose urls differ per language.
 */
export function localizedPaths(
  self: Localized,
  localizations: readonly Localized[],
  pathOf: (locale: AppLocale, url: string) => string,
): LocalizedPaths {
  const paths: LocalizedPaths = {};
  for (const { locale, url } of [self, ...localizations]) {
    if (isLocale(locale)) paths[locale] = pathOf(locale, url);
  }
  return paths;
}

/** The paths of a page whose path is the same in every locale but for the prefix (/catalog/, /fr/catalog/…). */
export function everyLocale(path: string): LocalizedPaths {
  return Object.fromEntries(locales.map((locale) => [locale, localePath(locale, path)]));
}
