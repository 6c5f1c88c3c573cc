import { bearerHeader, SESSION_MAX_AGE_SECONDS, sessionCookieHeader, sessionCookieOptions } from './sessionCookie';

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, on the whole site, for 7 days; not Secure in local', () => {
    expect(sessionCookieOptions({ appEnv: 'local', cookieDomain: undefined })).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: false,
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    expect(SESSION_MAX_AGE_SECONDS).toBe(604_800);
  });

  it('is Secure in production and carries COOKIE_DOMAIN when set', () => {
    const options = sessionCookieOptions({ appEnv: 'production', cookieDomain: 'example.com' });
    expect(options.secure).toBe(true);
    expect(options.domain).toBe('example.com');
  });

  it('is cleared with the same attributes and no value', () => {
    const header = sessionCookieHeader({ appEnv: 'production', cookieDomain: 'example.com' }, null);
    expect(header).toBe('shop_session=; Path=/; Max-Age=0; Domain=example.com; HttpOnly; SameSite=Lax; Secure');
    expect(sessionCookieHeader({ appEnv: 'local', cookieDomain: undefined }, 'a.b.c')).toBe(
      `shop_session=a.b.c; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`,
    );
  });

  it('becomes a bearer header for the gateway, and nothing without a token', () => {
    expect(bearerHeader('a.b.c')).toEqual({ authorization: 'Bearer a.b.c' });
    expect(bearerHeader(undefined)).toEqual({});
  });
});
