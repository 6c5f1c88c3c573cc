'use server';

import { cookies } from 'next/headers';
import { webEnv } from '@/platform/config/env';
import { isLocale } from '@/platform/i18n/locales';
import { isAnonymousUserId } from '@/platform/session/anonymousId';
import { SOCIAL_COOKIE, SOCIAL_COOKIE_MAX_AGE_SECONDS, type SocialStart, socialStartPath } from './socialStart';

const PROVIDER = /^[a-z0-9_-]{1,40}$/;

/**
 * Starts a social sign-in from the visitor's own page: the language and the anonymous wishlist id go into the
 * HttpOnly start cookie here, in a same-origin server action, never into a link another site could hand out.
 * Answers where the browser goes next, or null for a malformed provider.
 */
export async function startSocialSignInAction(
  provider: unknown,
  locale: unknown,
  anonymousUserId: unknown,
): Promise<string | null> {
  if (typeof provider !== 'string' || !PROVIDER.test(provider)) return null;
  const start: SocialStart = {
    locale: isLocale(locale) ? locale : 'en',
    ...(isAnonymousUserId(anonymousUserId) && { anonymousUserId }),
  };
  (await cookies()).set(SOCIAL_COOKIE, JSON.stringify(start), {
    path: '/',
    maxAge: SOCIAL_COOKIE_MAX_AGE_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: webEnv().appEnv === 'production',
  });
  return socialStartPath(provider);
}
