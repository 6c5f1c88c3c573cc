import type { i18nRouter } from 'next-i18n-router';
import { defaultLocale, locales } from './locales';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from './localeCookie';

type RoutingConfig = Parameters<typeof i18nRouter>[1];

/**
 * Locale resolution order (spec §2): the path prefix, then the cookie, then Accept-Language
 * (the library's default detector). English is served without a prefix.
 */
export const routingConfig = {
  locales,
  defaultLocale,
  prefixDefault: false,
  localeCookie: LOCALE_COOKIE,
  serverSetCookie: 'always',
  cookieOptions: { path: '/', maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, sameSite: 'lax' },
} satisfies RoutingConfig;
