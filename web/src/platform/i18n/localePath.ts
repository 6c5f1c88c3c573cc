import { defaultLocale, locales, type AppLocale } from './locales';

/** The site path of `path` (which starts with "/") in `locale`: English has no prefix. */
export function localePath(locale: AppLocale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

function prefixOf(pathname: string): AppLocale | undefined {
  return locales.find((locale) => pathname === `/${locale}` || pathname.startsWith(`/${locale}/`));
}

/** The locale a visible path is in: its prefix, else English (the only unprefixed locale). */
export function localeOfPath(pathname: string): AppLocale {
  return prefixOf(pathname) ?? defaultLocale;
}

/** `pathname` without its locale prefix, if it has one. */
export function stripLocale(pathname: string): string {
  const prefix = prefixOf(pathname);
  return prefix ? pathname.slice(prefix.length + 1) || '/' : pathname;
}

/** The same page in another locale: for now the same path with the prefix swapped. */
export function switchLocalePath(pathname: string, target: AppLocale): string {
  return localePath(target, stripLocale(pathname));
}
