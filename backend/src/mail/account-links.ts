import { DEFAULT_LOCALE, type Locale } from '../locales';

/**
 * A page of the web in a language: `base` is the English base (ACCOUNT_SITE_URL for the account site, WEB_URL for
 * the shop); other languages insert `/{locale}` right after the origin
 * (`http://localhost:3000/fr/account/reset-password?code=…`, `http://localhost:3000/fr/newsletter/confirm?token=…`).
 */
export function localizedPageUrl(
  base: string,
  locale: Locale,
  page: string,
  query: Record<string, string> = {},
): string {
  const url = new URL(base);
  const basePath = url.pathname.replace(/\/+$/, '');
  url.pathname = `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}${basePath}${page}`;
  url.search = new URLSearchParams(query).toString();
  return url.toString();
}
