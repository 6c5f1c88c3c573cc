import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { WEB_PROXY_SECRET, visitor } from './support/accounts';
import { type TestGateway, startGateway } from './support/gateway';
import { type StrapiProcess, freePort, startStrapi } from './support/strapi';

// socialSignIn end to end: a real OpenID Connect issuer (oauth2-mock-server, the backend's test issuer in its own
// process), a Strapi of its own configured for it, and the gateway finishing the sign-in with the browser's Strapi
// session cookies, as the web's /auth/{provider}/callback route has it do.

const STRAPI_START_MS = 180_000;
const WEB_URL = 'http://web.example.test';
const ISSUER_SCRIPT = path.resolve(__dirname, '../../backend/tests/support/oidc-issuer.mjs');

const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-social-'));
let issuer: ChildProcessWithoutNullStreams;
let issuerLines: AsyncIterator<string>;
let strapi: StrapiProcess | undefined;
let gateway: TestGateway | undefined;

const nextLine = async () => (await issuerLines.next()).value as string;

beforeAll(async () => {
  issuer = spawn(process.execPath, [ISSUER_SCRIPT], { stdio: 'pipe' });
  issuerLines = readline.createInterface({ input: issuer.stdout })[Symbol.asyncIterator]();
  const issuerUrl = JSON.parse(await nextLine()).issuer as string;
  strapi = await startStrapi({
    port: await freePort(),
    databaseFilename: path.join(dataDir, 'strapi.db'),
    env: {
      SEED_DIAGRAMS: '20',
      MAIL_OUTBOX: path.join(dataDir, 'outbox'),
      WEB_URL,
      OIDC_ISSUER: issuerUrl,
      OIDC_CLIENT_ID: 'slide-shop',
      OIDC_CLIENT_SECRET: 'slide-shop-secret',
      OIDC_LABEL: 'Example ID',
    },
  });
  gateway = await startGateway(strapi.url, { WEB_PROXY_SECRET });
}, STRAPI_START_MS);

afterAll(async () => {
  await gateway?.close();
  await strapi?.stop();
  issuer?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

/** The browser's trip through Strapi's connect routes and the issuer; what the web's callback route receives. */
async function browserTrip(profile: Record<string, unknown>) {
  issuer.stdin.write(`${JSON.stringify(profile)}\n`);
  expect(await nextLine()).toBe('profile set');
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const connect = await fetch(`${strapi!.url}/api/connect/oidc`, { redirect: 'manual' });
  keep(connect);
  const approved = await fetch(connect.headers.get('location')!, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  const callback = await fetch(`${strapi!.url}/api/connect/oidc/callback${back.search}`, {
    redirect: 'manual',
    headers: { cookie: cookie() },
  });
  keep(callback);
  const end = new URL(callback.headers.get('location')!);
  expect(`${end.origin}${end.pathname}`).toBe(`${WEB_URL}/auth/oidc/callback`);
  // The browser sends the web all its cookies; the gateway passes on only Strapi's.
  return { callbackQuery: end.search, upstreamSession: `shop_session=x; ${cookie()}; _ga=GA1.1` };
}

const SOCIAL = /* GraphQL */ `
  mutation Social($provider: String!, $callbackQuery: String!, $upstreamSession: String!, $anonymousUserId: String) {
    socialSignIn(provider: $provider, callbackQuery: $callbackQuery, upstreamSession: $upstreamSession, anonymousUserId: $anonymousUserId) {
      jwt user { email username confirmed }
    }
  }`;

describe('socialSignIn with OpenID Connect', () => {
  it('lists the provider, signs the person in with a confirmed account, and attaches the anonymous favourites', async () => {
    const providers = await gateway!.graphql('{ authProviders { name label } }', {}, visitor());
    expect(providers.body.data).toEqual({ authProviders: [{ name: 'oidc', label: 'Example ID' }] });

    const diagram = await gateway!.graphql('{ catalogue(locale: en, pageSize: 1) { items { legacyId } } }');
    const [{ legacyId }] = (diagram.body.data as { catalogue: { items: Array<{ legacyId: number }> } }).catalogue.items;
    const added = await gateway!.graphql(
      'mutation Add($id: Int!) { addFavourite(diagramLegacyId: $id) { anonymousUserId } }',
      { id: legacyId },
      visitor(),
    );
    const { anonymousUserId } = (added.body.data as { addFavourite: { anonymousUserId: string } }).addFavourite;

    const trip = await browserTrip({
      sub: 'p-1',
      email: 'Grace@Example.com',
      email_verified: true,
      preferred_username: 'grace',
    });
    const { body } = await gateway!.graphql(SOCIAL, { provider: 'oidc', ...trip, anonymousUserId }, visitor());
    expect(body.errors).toBeUndefined();
    const { jwt, user } = (body.data as { socialSignIn: { jwt: string; user: Record<string, unknown> } }).socialSignIn;
    expect(user).toEqual({ email: 'grace@example.com', username: 'grace', confirmed: true });
    const me = await gateway!.graphql('{ me { email } wishlist { items { diagramLegacyId } } }', {}, visitor(jwt));
    expect(me.body.data).toEqual({
      me: { email: 'grace@example.com' },
      wishlist: { items: [{ diagramLegacyId: legacyId }] },
    });
  });

  it('refuses an address the issuer has not verified, and a callback without the session, with SOCIAL_SIGN_IN_FAILED', async () => {
    const unverified = await browserTrip({ sub: 'p-2', email: 'mallory@example.com', email_verified: false });
    const refused = await gateway!.graphql(SOCIAL, { provider: 'oidc', ...unverified }, visitor());
    expect(refused.body.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'SOCIAL_SIGN_IN_FAILED',
    });

    const { callbackQuery } = await browserTrip({ sub: 'p-3', email: 'henry@example.com', email_verified: true });
    const sessionless = await gateway!.graphql(
      SOCIAL,
      { provider: 'oidc', callbackQuery, upstreamSession: 'shop_session=x' },
      visitor(),
    );
    expect(sessionless.body.errors?.[0].extensions).toMatchObject({ reason: 'SOCIAL_SIGN_IN_FAILED' });
  });
});
