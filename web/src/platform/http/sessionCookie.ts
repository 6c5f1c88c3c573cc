import type { WebEnv } from '../config/env';

/** The cookie that holds the visitor's JWT: HttpOnly, so page scripts never read it. */
export const SESSION_COOKIE = 'shop_session';

/**
 * Set and cleared with shop_session, readable by page scripts: it says only that a session cookie exists (value
 * `1`, never the token), so pages rendered alike for everyone (cached) learn it in the browser (ADR 0023, step 1).
 * Nothing on the server trusts it.
 */
export const SESSION_MARKER_COOKIE = 'shop_signed_in';

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

type SessionCookie = {
  name: string;
  value: string;
  options: Omit<SessionCookieOptions, 'httpOnly'> & { httpOnly: boolean };
};

/** The marker, present or cleared, with the session cookie's attributes but readable by page scripts. */
function markerCookie(env: CookieEnv, present: boolean): SessionCookie {
  return {
    name: SESSION_MARKER_COOKIE,
    value: present ? '1' : '',
    options: { ...sessionCookieOptions(env, !present), httpOnly: false },
  };
}

/** The two cookies of a session (the token, HttpOnly; the marker, not), or both cleared when `token` is null. */
function sessionCookies(env: CookieEnv, token: string | null): SessionCookie[] {
  return [
    { name: SESSION_COOKIE, value: token ?? '', options: sessionCookieOptions(env, token === null) },
    markerCookie(env, token !== null),
  ];
}

/** A cookie jar as Next hands it out: cookies() in actions, response.cookies in route handlers. */
type CookieJar = { set(name: string, value: string, options: SessionCookie['options']): unknown };

/** Starts (a token) or ends (null) the session in a jar: both cookies, always together. */
export function setSessionCookies(jar: CookieJar, env: CookieEnv, token: string | null): void {
  for (const cookie of sessionCookies(env, token)) jar.set(cookie.name, cookie.value, cookie.options);
}

const setCookieHeader = ({ name, value, options }: SessionCookie) =>
  [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    ...(options.domain ? [`Domain=${options.domain}`] : []),
    ...(options.httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');

/** Set-Cookie header values, for responses built by hand (the /graphql/ proxy). */
export function sessionCookieHeaders(env: CookieEnv, token: string | null): string[] {
  return sessionCookies(env, token).map(setCookieHeader);
}

/**
 * The marker's Set-Cookie when it disagrees with the session cookie a request carries (a session begun before
 * the marker existed, a marker whose session expired), so proxy.ts keeps the two in step; undefined when they agree.
 */
export function markerRepair(env: CookieEnv, has: { session: boolean; marker: boolean }): string | undefined {
  return has.session === has.marker ? undefined : setCookieHeader(markerCookie(env, has.session));
}

/** The bearer header of a gateway call for this session token, none without one. */
export function bearerHeader(token: string | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}
