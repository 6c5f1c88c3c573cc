import type { Metadata } from 'next';
import { defaultLocale, locales, type AppLocale } from '@/platform/i18n/locales';
import { absoluteUrl } from '../config/siteUrl';

/** A page's site path in each locale it exists in, prefix included: `{ en: '/about/', fr: '/fr/a-propos/' }`. */
export type LocalizedPaths = Partial<Record<AppLocale, string>>;

/** Absolute URLs of a page: its canonical one, and one per hreflang (the locales and x-default). */
export type PageUrls = { canonical: string; languages: Record<string, string> };

/**
 * Canonical URL and hreflang alternates of a page. `current` is the locale being rendered; its path
 * must be given. English, the unprefixed default, is also the x-default when it exists.
 */
export function pageUrls(paths: LocalizedPaths, current: AppLocale): PageUrls {
  const canonical = paths[current];
  if (!canonical) throw new Error(`No path for the current locale "${current}"`);
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const path = paths[locale];
    if (path) languages[locale] = absoluteUrl(path);
  }
  const fallback = paths[defaultLocale];
  if (fallback) languages['x-default'] = absoluteUrl(fallback);
  return { canonical: absoluteUrl(canonical), languages };
}

/** Next's metadata form of pageUrls: `alternates` of a page's generateMetadata. */
export function alternatesFor(paths: LocalizedPaths, current: AppLocale): Metadata['alternates'] {
  return pageUrls(paths, current);
}
