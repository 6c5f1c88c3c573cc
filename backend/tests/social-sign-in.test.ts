import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { bearer, GATEWAY_SECRET, startAccountsBackend } from './support/accounts';
import { sqliteDatabase } from './support/databases';
import type { StrapiProcess } from './support/strapi-process';

/**
 * Social sign-in with the generic OpenID Connect provider against a real issuer (oauth2-mock-server in its own
 * process), through Strapi's real routes and its session cookies, as the web (which proxies /api/connect/*) and
 * the gateway (which calls /api/auth/oidc/callback with the browser's cookies) drive it.
 */
const WEB_URL = 'http://web.example.test';

describe('social sign-in with OpenID Connect', () => {
  let issuer: ChildProcessWithoutNullStreams;
  let issuerLines: AsyncIterator<string>;
  let issuerUrl: string;
  let strapi: StrapiProcess;
  const database = sqliteDatabase();

  const nextLine = async () => (await issuerLines.next()).value as string;
  const signingIn = async (profile: Record<string, unknown>) => {
    issuer.stdin.write(`${JSON.stringify(profile)}\n`);
    expect(await nextLine()).toBe('profile set');
  };

  beforeAll(async () => {
    issuer = spawn(process.execPath, [path.join(__dirname, 'support', 'oidc-issuer.mjs')], { stdio: 'pipe' });
    issuerLines = readline.createInterface({ input: issuer.stdout })[Symbol.asyncIterator]();
    issuerUrl = JSON.parse(await nextLine()).issuer;
    strapi = await startAccountsBackend(
      {
        WEB_URL,
        OIDC_ISSUER: issuerUrl,
        OIDC_CLIENT_ID: 'slide-shop',
        OIDC_CLIENT_SECRET: 'slide-shop-secret',
        OIDC_LABEL: 'Example ID',
        GITHUB_CLIENT_ID: 'github-client',
        GITHUB_CLIENT_SECRET: 'github-secret',
      },
      database,
    );
  });

  afterAll(async () => {
    await strapi?.stop();
    issuer?.kill('SIGTERM');
  });

  /** Cookies as a browser keeps them: the latest value of each name. */
  const withCookies = (jar: Map<string, string>, response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    return jar;
  };
  const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const get = (url: string, jar?: Map<string, string>) =>
    fetch(url, { redirect: 'manual', headers: jar ? { cookie: cookieHeader(jar) } : {} });

  /**
   * The browser's trip: the web's /api/connect/oidc (proxied to Strapi), the issuer's authorize page, back to the
   * web's /api/connect/oidc/callback (proxied), which ends on the web's /auth/oidc/callback. Returns what the web
   * route hands the gateway: the query Strapi put on that URL and Strapi's session cookies.
   */
  async function browserTrip() {
    const jar = new Map<string, string>();
    const connect = await get(`${strapi.url}/api/connect/oidc`);
    expect(connect.status).toBe(302);
    withCookies(jar, connect);
    const authorize = new URL(connect.headers.get('location') as string);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuerUrl}/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${WEB_URL}/api/connect/oidc/callback`);
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');

    const approved = await get(authorize.toString());
    const back = new URL(approved.headers.get('location') as string);
    expect(`${back.origin}${back.pathname}`).toBe(`${WEB_URL}/api/connect/oidc/callback`);
    const callback = await get(`${strapi.url}/api/connect/oidc/callback${back.search}`, jar);
    expect(callback.status).toBe(302);
    withCookies(jar, callback);
    const end = new URL(callback.headers.get('location') as string);
    expect(`${end.origin}${end.pathname}`).toBe(`${WEB_URL}/auth/oidc/callback`);
    return { query: end.search, cookie: cookieHeader(jar), setCookies: callback.headers.getSetCookie() };
  }

  const finish = async ({ query, cookie }: { query: string; cookie: string }) => {
    const response = await fetch(`${strapi.url}/api/auth/oidc/callback${query}`, {
      headers: { cookie, 'x-gateway-secret': GATEWAY_SECRET },
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  it('lists the configured providers only, with their labels', async () => {
    const response = await fetch(`${strapi.url}/api/website/v1/auth-providers/`, {
      headers: { 'x-gateway-secret': GATEWAY_SECRET },
    });
    expect(await response.json()).toEqual({
      providers: [
        { name: 'github', label: 'GitHub' },
        { name: 'oidc', label: 'Example ID' },
      ],
    });
  });

  it("turns the issuer's answer into a confirmed account and a session, and signs the same person in again", async () => {
    await signingIn({ sub: 'person-1', email: 'Grace@Example.com', email_verified: true, preferred_username: 'grace' });
    const first = await finish(await browserTrip());
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({
      email: 'grace@example.com',
      username: 'grace',
      provider: 'oidc',
      confirmed: true,
    });
    const me = await fetch(`${strapi.url}/api/users/me`, { headers: bearer(first.body.jwt) });
    expect(await me.json()).toMatchObject({ email: 'grace@example.com' });

    const again = await finish(await browserTrip());
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(again.body.jwt).not.toBe(first.body.jwt);
  });

  it('signs in once per trip: the same cookies replayed, after sign-in or sign-out, sign nobody in (issue 29)', async () => {
    await signingIn({ sub: 'person-4', email: 'ida@example.com', email_verified: true });
    const trip = await browserTrip();
    // The cookie is a key to ten minutes of state kept in the database: no provider token in it, nor readable.
    expect(trip.setCookies.length).toBeGreaterThan(0);
    for (const cookie of trip.setCookies) {
      expect(cookie).toMatch(/; httponly/i);
      expect(cookie).toMatch(/; samesite=lax/i);
      const expires = Date.parse(/; expires=([^;]+)/i.exec(cookie)?.[1] ?? '');
      expect(expires - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
    }
    const grantCookie = decodeURIComponent(/(?:^|; )koa\.sess=([^;]*)/.exec(trip.cookie)?.[1] ?? '');
    expect(Buffer.from(grantCookie, 'base64').toString('latin1')).not.toMatch(/access_token|grant/);

    const first = await finish(trip);
    expect(first.status).toBe(200);
    const replayed = await finish(trip);
    expect(replayed).toMatchObject({
      status: 400,
      body: { error: { message: 'OAuth authentication requires a completed provider session' } },
    });
    const signOut = await fetch(`${strapi.url}/api/auth/logout`, {
      method: 'POST',
      headers: { ...bearer(first.body.jwt), 'x-gateway-secret': GATEWAY_SECRET },
    });
    expect(signOut.status).toBe(200);
    expect((await finish(trip)).status).toBe(400);
  });

  it("forgets a provider flow's state after ten minutes, whatever the cookie says (issue 29)", async () => {
    await signingIn({ sub: 'person-5', email: 'jo@example.com', email_verified: true });
    const trip = await browserTrip();
    // Ten minutes and a second later, as kept in the database (the expiry is an ISO time).
    await database.query("UPDATE strapi_core_store_settings SET tag = ? WHERE type = 'grant-session' RETURNING id", [
      new Date(Date.now() - 1000).toISOString(),
    ]);
    expect((await finish(trip)).status).toBe(400);
  });

  it('refuses an address the issuer has not verified, and a callback without the session cookies', async () => {
    await signingIn({ sub: 'person-2', email: 'mallory@example.com', email_verified: false });
    const unverified = await finish(await browserTrip());
    expect(unverified.status).toBe(400);
    expect(unverified.body.error.message).toBe('Email not verified by the OpenID Connect provider');

    await signingIn({ sub: 'person-3', email: 'henry@example.com', email_verified: true });
    const { query } = await browserTrip();
    const withoutSession = await finish({ query, cookie: '' });
    expect(withoutSession.status).toBe(400);
    expect(withoutSession.body.error.message).toBe('OAuth authentication requires a completed provider session');
  });
});
