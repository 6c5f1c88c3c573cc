import type { WebEnv } from '@/config/env';

/** The cookie that holds the visitor's JWT: HttpOnly, so page scripts never read it. */
export const SESSION_COOKIE = 'shop_session';

/** As long as the backend's access token lives (SESSION_DAYS, 7 by default). */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type SessionCookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  path: '/';
  secure: boolean;
  maxAge: number;
  domain?: string;
};

type CookieEnv = Pick<WebEnv, 'appEnv' | 'cookieDomain'>;

/**
 * The attributes of shop_session: HttpOnly, SameSite=Lax (sent on a top-level navigation from a
 * mail link, not on cross-site subrequests), Secure in production, COOKIE_DOMAIN when the account
 * site runs on another host of the same site. A cleared cookie keeps them, or the browser would
 * hold a second cookie under other attributes.
 */
export function sessionCookieOptions(env: CookieEnv, cleared = false): SessionCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.appEnv === 'production',
    maxAge: cleared ? 0 : SESSION_MAX_AGE_SECONDS,
    ...(env.cookieDomain && { domain: env.cookieDomain }),
  };
}

/** A Set-Cookie header value, for responses built by hand (the /graphql/ proxy). */
export function sessionCookieHeader(env: CookieEnv, token: string | null): string {
  const options = sessionCookieOptions(env, token === null);
  return [
    `${SESSION_COOKIE}=${token === null ? '' : encodeURIComponent(token)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The bearer header of a gateway call for this session token, none without one. */
export function bearerHeader(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
