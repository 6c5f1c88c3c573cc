import {
  bearerHeader,
  SESSION_MAX_AGE_SECONDS,
  markerRepair,
  sessionCookieHeaders,
  sessionCookieOptions,
  setSessionCookies,
} from './sessionCookie';

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

  it('is cleared with the same attributes and no value, and so is its marker', () => {
    expect(sessionCookieHeaders({ appEnv: 'production', cookieDomain: 'example.com' }, null)).toEqual([
      'shop_session=; Path=/; Max-Age=0; Domain=example.com; HttpOnly; SameSite=Lax; Secure',
      'shop_signed_in=; Path=/; Max-Age=0; Domain=example.com; SameSite=Lax; Secure',
    ]);
  });

  it('comes with a marker page scripts can read, saying only that there is a session, never the token', () => {
    expect(sessionCookieHeaders({ appEnv: 'local', cookieDomain: undefined }, 'a.b.c')).toEqual([
      `shop_session=a.b.c; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`,
      `shop_signed_in=1; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax`,
    ]);
    const jar: Record<string, { value: string; httpOnly: boolean }> = {};
    setSessionCookies(
      { set: (name, value, options) => (jar[name] = { value, httpOnly: options.httpOnly }) },
      { appEnv: 'production', cookieDomain: undefined },
      'a.b.c',
    );
    expect(jar).toEqual({
      shop_session: { value: 'a.b.c', httpOnly: true },
      shop_signed_in: { value: '1', httpOnly: false },
    });
  });

  it('becomes a bearer header for the gateway, and nothing without a token', () => {
    expect(bearerHeader('a.b.c')).toEqual({ authorization: 'Bearer a.b.c' });
    expect(bearerHeader(undefined)).toEqual({});
  });

  it('gets its marker back in step with it: set beside an older session, cleared once the session is gone', () => {
    const env = { appEnv: 'local' as const, cookieDomain: undefined };
    expect(markerRepair(env, { session: true, marker: true })).toBeUndefined();
    expect(markerRepair(env, { session: false, marker: false })).toBeUndefined();
    expect(markerRepair(env, { session: true, marker: false })).toBe(
      `shop_signed_in=1; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
    expect(markerRepair(env, { session: false, marker: true })).toBe(
      'shop_signed_in=; Path=/; Max-Age=0; SameSite=Lax',
    );
  });
});
