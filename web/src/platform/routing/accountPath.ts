import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';

/** The account site's pages (contract: paths relative to the account base). */
export type AccountPage =
  | '/'
  | '/sign-in/'
  | '/register/'
  | '/forgot-password/'
  | '/reset-password/'
  | '/email-confirmed/'
  | '/confirm-email/'
  | '/change-password/'
  | '/purchases/'
  | '/library/'
  | '/privacy/';

/** An account page on this web, in `locale`: /account/sign-in/, /fr/account/sign-in/. */
export function accountPath(locale: AppLocale, page: AccountPage): string {
  return localePath(locale, `/account${page}`);
}

/**
 * The account site's address in `locale` (contract): for a non-English visitor, /{locale} goes right
 * after the origin of the English base, e.g. http://localhost:3000/fr/account, https://account.example.com/fr.
 */
export function localizedAccountUrl(base: string, locale: AppLocale): string {
  if (locale === 'en') return base;
  const url = new URL(base);
  url.pathname = `/${locale}${url.pathname === '/' ? '' : url.pathname}`;
  return url.toString();
}
