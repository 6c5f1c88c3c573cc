import { clearGrantCookies, grantSetCookie } from './grantCookies';

describe("Strapi's social sign-in cookies, as the web passes them on (issue 29)", () => {
  // What Strapi (koa-session) writes: its own lifetime and attributes.
  const strapiCookie = 'koa.sess=0d7c2f4e-key; path=/; expires=Sun, 29 Nov 2026 00:10:00 GMT; samesite=lax; httponly';

  it('live ten minutes at most, HttpOnly, SameSite=Lax, and Secure in production', () => {
    expect(grantSetCookie(strapiCookie, false)).toBe(
      'koa.sess=0d7c2f4e-key; Path=/; Max-Age=600; HttpOnly; SameSite=Lax',
    );
    expect(grantSetCookie('koa.sess.sig=abc; path=/; expires=Tue, 01 Dec 2026 00:00:00 GMT', true)).toBe(
      'koa.sess.sig=abc; Path=/; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
  });

  it("keep Strapi's deletion a deletion, and drop any other cookie of Strapi's", () => {
    expect(grantSetCookie('koa.sess=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly', true)).toBe(
      'koa.sess=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
    expect(grantSetCookie('jwtRefresh=secret; path=/; httponly', false)).toBeNull();
    expect(grantSetCookie('garbage', false)).toBeNull();
  });

  it('are cleared together, with the same attributes', () => {
    const set = jest.fn();
    clearGrantCookies({ set }, true);
    const options = { path: '/', maxAge: 0, httpOnly: true, sameSite: 'lax', secure: true };
    expect(set.mock.calls).toEqual([
      ['koa.sess', '', options],
      ['koa.sess.sig', '', options],
    ]);
  });
});
