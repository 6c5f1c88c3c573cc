import { isLocale, type AppLocale } from '@/i18n/locales';
import { isAnonymousUserId } from '@/wishlist/anonymousId';

/** What the web remembers between the start of a social sign-in and its callback (HttpOnly, 10 minutes). */
export const SOCIAL_COOKIE = 'shop_social';
export const SOCIAL_COOKIE_MAX_AGE_SECONDS = 600;

/** Query parameters of the web's own on /api/connect/{provider}/: never forwarded to Strapi. */
const LOCALE_PARAM = 'shop_locale';
const ANONYMOUS_PARAM = 'shop_anonymous';

export type SocialStart = { locale: AppLocale; anonymousUserId?: string };

/** Where a social button sends the browser: the web's pass-through to Strapi's /api/connect/{provider}. */
export function socialStartPath(provider: string, locale: AppLocale, anonymousUserId: string | undefined): string {
  const query = new URLSearchParams({ [LOCALE_PARAM]: locale });
  if (anonymousUserId) query.set(ANONYMOUS_PARAM, anonymousUserId);
  return `/api/connect/${encodeURIComponent(provider)}/?${query}`;
}

/** Takes the web's own parameters out of `query` (the rest goes to Strapi); null when there are none. */
export function takeSocialStart(query: URLSearchParams): SocialStart | null {
  const locale = query.get(LOCALE_PARAM);
  const anonymousUserId = query.get(ANONYMOUS_PARAM);
  query.delete(LOCALE_PARAM);
  query.delete(ANONYMOUS_PARAM);
  if (!isLocale(locale)) return null;
  return { locale, ...(isAnonymousUserId(anonymousUserId) && { anonymousUserId }) };
}

/** The remembered start, from the cookie's value (English and no wishlist when missing or altered). */
export function readSocialStart(value: string | undefined): SocialStart {
  try {
    const parsed = JSON.parse(value ?? '') as Record<string, unknown>;
    return {
      locale: isLocale(parsed.locale) ? parsed.locale : 'en',
      ...(isAnonymousUserId(parsed.anonymousUserId) && { anonymousUserId: parsed.anonymousUserId }),
    };
  } catch {
    return { locale: 'en' };
  }
}

/** Strapi's session cookies (koa.sess, koa.sess.sig): the only browser cookies that go to Strapi. */
export function strapiSessionCookies(cookies: { name: string; value: string }[]): string {
  return cookies
    .filter(({ name }) => name === 'koa.sess' || name === 'koa.sess.sig')
    .map(({ name, value }) => `${name}=${value}`)
    .join('; ');
}
