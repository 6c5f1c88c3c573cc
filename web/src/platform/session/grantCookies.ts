/**
 * Strapi's cookies of a social sign-in in progress (koa.sess, signed by koa.sess.sig): a key to the provider flow's
 * state, which the backend keeps ten minutes and ends at the callback (backend/src/domains/account/grant-sessions.ts).
 */
const GRANT_COOKIES = ['koa.sess', 'koa.sess.sig'];
const GRANT_MAX_AGE_SECONDS = 600;

const grantCookie = (name: string, value: string, secure: boolean) =>
  [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${value === '' ? 0 : GRANT_MAX_AGE_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/**
 * One of Strapi's Set-Cookie headers as the web's origin passes it on (issue 29): a grant cookie with the web's
 * attributes whatever Strapi wrote (ten minutes at most, HttpOnly, SameSite=Lax, Secure in production, since Strapi
 * answers the web over plain http); a deletion stays one; any other cookie of Strapi's is dropped (null).
 */
export function grantSetCookie(header: string, secure: boolean): string | null {
  const [pair] = header.split(';');
  const split = pair.indexOf('=');
  const name = pair.slice(0, split).trim();
  if (split < 0 || !GRANT_COOKIES.includes(name)) return null;
  return grantCookie(name, pair.slice(split + 1).trim(), secure);
}

type CookieJar = {
  set(
    name: string,
    value: string,
    options: { path: '/'; maxAge: 0; httpOnly: true; sameSite: 'lax'; secure: boolean },
  ): unknown;
};

/** Drops the grant cookies (in a Next cookie jar): the callback is done with them, or the visitor signs out. */
export function clearGrantCookies(jar: CookieJar, secure: boolean): void {
  for (const name of GRANT_COOKIES)
    jar.set(name, '', { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure });
}
