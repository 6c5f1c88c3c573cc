import { isLocale, type AppLocale } from '@/platform/i18n/locales';
import { isAnonymousUserId } from '@/platform/session/anonymousId';

/** What the web remembers between the start of a social sign-in and its callback (HttpOnly, 10 minutes). */
export const SOCIAL_COOKIE = 'shop_social';
export const SOCIAL_COOKIE_MAX_AGE_SECONDS = 600;

/**
 * Query parameters of the web's own on /api/connect/{provider}/: never forwarded to Strapi. A link may name the
 * language; the anonymous wishlist id it may still carry (links before issue 29) is dropped unread: anyone can
 * send a link, so only the visitor's own start cookie (startSocialSignInAction) says whose favourites follow.
 */
const LOCALE_PARAM = 'shop_locale';
const ANONYMOUS_PARAM = 'shop_anonymous';

export type SocialStart = { locale: AppLocale; anonymousUserId?: string };

/** Where a social button sends the browser, once its start cookie is set: the web's pass-through to Strapi. */
export function socialStartPath(provider: string): string {
  return `/api/connect/${encodeURIComponent(provider)}/`;
}

/** Takes the web's own parameters out of `query` (the rest goes to Strapi); null when it names no language. */
export function takeSocialStart(query: URLSearchParams): SocialStart | null {
  const locale = query.get(LOCALE_PARAM);
  query.delete(LOCALE_PARAM);
  query.delete(ANONYMOUS_PARAM);
  return isLocale(locale) ? { locale } : null;
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
