import fs from 'node:fs';
import path from 'node:path';
import { sqliteDatabase, type TestDatabase } from './support/databases';
import { asGateway } from './support/gateway';
import { startStrapi, type StrapiProcess } from './support/strapi-process';

/**
 * Issue 29: the gateway limits guesses of discount codes, order keys and tokens per visitor; called directly, the
 * backend's shop routes walked around those limits. Every route the gateway fronts answers only the gateway's
 * secret; public stay what a browser or a mail client reaches by itself.
 */
const ROUTES_DIR = path.join(__dirname, '..', 'src', 'api');

/**
 * Reached without the gateway: a signed download link (the browser), RFC 8058's one-click unsubscribe (mail
 * clients), Stripe's webhook (signed by Stripe).
 */
const PUBLIC_ROUTES = ['GET /website/v1/downloads/:diagramId', 'POST /newsletter/unsubscribe/', 'POST /stripe/webhook'];

type Route = { method: string; path: string; config: { policies: string[] } };

/** Our own routes (files with a `routes` list); Strapi's core routers (the content reads) are not among them. */
function customRoutes(): Route[] {
  return fs.readdirSync(ROUTES_DIR).flatMap((api) => {
    const dir = path.join(ROUTES_DIR, api, 'routes');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((file) => !fs.readFileSync(path.join(dir, file), 'utf8').includes('createCoreRouter'))
      .flatMap((file) => (require(path.join(dir, file)).default as { routes: Route[] }).routes);
  });
}

describe('routes of our own', () => {
  it('answer only the gateway, except a download link and the one-click unsubscribe', () => {
    const routes = customRoutes();
    expect(routes.length).toBeGreaterThan(30);
    const open = routes
      .filter((route) => !route.config.policies.includes('global::gateway-secret'))
      .map((route) => `${route.method} ${route.path}`);
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
  });
});

const POLICY_FAILED = {
  data: null,
  error: { status: 403, name: 'PolicyError', message: 'Policy Failed', details: {} },
};

/** One request per route the gateway fronts, as a visitor's script would send it around the gateway. */
const CLOSED: [string, string, unknown?][] = [
  ['POST', '/website/v1/cart_items/price/', [{ diagram_id: 1000, code: 'WELCOME10' }]],
  ['GET', '/website/v1/special_offers/'],
  ['POST', '/website/v1/orders/', {}],
  ['GET', '/website/v1/orders/guessed-order-key-0000000000000000/'],
  ['POST', '/website/v1/orders/guessed-order-key-0000000000000000/pay/', {}],
  ['GET', '/website/v1/orders/guessed-order-key-0000000000000000/downloads/'],
  ['POST', '/website/v1/orders/guessed-order-key-0000000000000000/receipt/', {}],
  ['GET', '/website/v1/favourites/'],
  ['POST', '/website/v1/favourites/', { diagram: 1000 }],
  ['POST', '/website/v1/favourites/attach/', {}],
  ['DELETE', '/website/v1/favourites/1/'],
  ['GET', '/website/v1/account/orders/'],
  ['GET', '/website/v1/account/data/'],
  ['POST', '/website/v1/account/delete/', {}],
  ['GET', '/website/v1/auth-providers/'],
  ['GET', '/website/v1/credits/'],
  ['GET', '/website/v1/credits/status/'],
  ['POST', '/website/v1/credits/spend/', {}],
  ['GET', '/website/v1/library/'],
  ['POST', '/website/v1/subscriptions/', {}],
  ['GET', '/website/v1/subscriptions/'],
  ['GET', '/website/v1/subscriptions/1/'],
  ['POST', '/website/v1/subscriptions/1/pay/', {}],
  ['POST', '/website/v1/subscriptions/1/cancel/', {}],
  ['POST', '/newsletter/confirm/', { token: 'x' }],
  ['POST', '/contact-messages/', {}],
  ['POST', '/free_product/', {}],
  // Strapi's own auth routes: sign-in, register, the mails they send, resets, confirmations, social callbacks.
  ['POST', '/auth/local', { identifier: 'someone@example.com', password: 'a-guess-123' }],
  ['POST', '/auth/local/register', { username: 'x', email: 'someone@example.com', password: 'a-guess-123' }],
  ['POST', '/auth/forgot-password', { email: 'someone@example.com' }],
  ['POST', '/auth/send-email-confirmation', { email: 'someone@example.com' }],
  ['POST', '/auth/reset-password', { code: 'guess', password: 'a-guess-123', passwordConfirmation: 'a-guess-123' }],
  ['GET', '/auth/email-confirmation?confirmation=guess'],
  ['GET', '/auth/github/callback?access_token=x'],
];

describe('the shop API around the gateway (SQLite, seeded)', () => {
  let database: TestDatabase;
  let strapi: StrapiProcess;

  beforeAll(async () => {
    database = sqliteDatabase();
    strapi = await startStrapi({ ...database.env, SEED_DIAGRAMS: '20' });
  });

  afterAll(async () => {
    await strapi?.stop();
    await database?.cleanup();
  });

  const send = async (method: string, route: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${strapi.url}/api${route}`, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };

  // A rest parameter: with three named ones, jest would take a two-entry row's third argument for `done`.
  it.each(CLOSED)('refuses %s %s without the secret, or with a wrong one, in Strapi’s error shape', async (...row) => {
    const [method, route, body] = row;
    expect(await send(method, route, body)).toEqual({ status: 403, body: POLICY_FAILED });
    expect(await send(method, route, body, asGateway('not-the-secret'))).toEqual({ status: 403, body: POLICY_FAILED });
    expect((await send(method, route, body, asGateway())).body).not.toEqual(POLICY_FAILED);
  });

  it('tells an outsider nothing about discount codes: no pricing, no code status', async () => {
    const answer = await send('POST', '/website/v1/cart_items/price/', [{ diagram_id: 1000, code: 'WELCOME10' }]);
    expect(answer).toEqual({ status: 403, body: POLICY_FAILED });
    const throughGateway = await send(
      'POST',
      '/website/v1/cart_items/price/',
      [{ diagram_id: 1000, code: 'WELCOME10' }],
      asGateway(),
    );
    expect(throughGateway).toMatchObject({ status: 200, body: [{ diagram_id: 1000, code_status: 'applied' }] });
  });

  it('keeps a download link and the one-click unsubscribe public: their signature or token authorises', async () => {
    expect(await send('GET', '/website/v1/downloads/1000?order=x&expires=1&signature=x', undefined)).toEqual({
      status: 403,
      body: { error: 'This download link is invalid or has expired.' },
    });
    expect(await send('POST', '/newsletter/unsubscribe/?token=unknown', undefined)).toMatchObject({
      status: 400,
      body: { error: { details: { errors: [{ path: ['token'], name: 'INVALID_TOKEN' }] } } },
    });
  });

  it('keeps the catalogue readable: the content reads carry only what every page shows', async () => {
    const answer = await send('GET', '/diagrams?locale=en&pagination[pageSize]=1', undefined);
    expect(answer.status).toBe(200);
  });
});
