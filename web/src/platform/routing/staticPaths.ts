import type { AlternatePaths } from '@/platform/routing/alternates';
import { locales, type AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';

/** A page's path segment, the same in every locale or one per locale. */
type Slug = string | Record<AppLocale, string>;

/**
 * The shop's own pages (spec §2). "About" has a natural slug per language, French /a-propos/ as
 * the spec declares; the others keep the spec's English slugs in every locale.
 */
export const STATIC_PAGES = {
  faq: 'faq',
  about: { en: 'about', fr: 'a-propos', de: 'ueber-uns', es: 'sobre-nosotros', pt: 'sobre-nos' },
  contact: 'contact',
  knowHow: 'know-how',
  designServices: 'design-services',
  terms: 'terms',
  test: 'test',
} as const satisfies Record<string, Slug>;

export type StaticPage = keyof typeof STATIC_PAGES;

export function staticSlug(page: StaticPage, locale: AppLocale): string {
  const slug: Slug = STATIC_PAGES[page];
  return typeof slug === 'string' ? slug : slug[locale];
}

/** The site path of `page` in `locale`, e.g. ('about', 'fr') → /fr/a-propos/. */
export function staticPagePath(page: StaticPage, locale: AppLocale): string {
  return localePath(locale, `/${staticSlug(page, locale)}/`);
}

/** The page's path in every locale: its hreflang alternates and the language switcher's targets. */
export function staticPagePaths(page: StaticPage): AlternatePaths {
  return Object.fromEntries(locales.map((locale) => [locale, staticPagePath(page, locale)]));
}
