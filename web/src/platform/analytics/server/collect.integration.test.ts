import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONSENT_COOKIE } from '@/platform/consent/consentCookie';
import { ClientAllowance } from '@/platform/http/clientAllowance';
import { trackPurchase } from '../ecommerce';
import { track } from '../events';
import { startQueue } from '../queue';
import type { Beacon } from './beacon';
import { BEACON_EVENTS, collect, VISITOR_COOKIE } from './collect';
import { type AnalyticsConfig, readAnalyticsConfig } from '../../config/analytics';
import type { VisitorContext } from './context';
import { forwardBeacon } from './forwarder';
import { ga4ClientId } from './ga4';
import { RECEIPT_COOKIE, type Receipt, sealReceipt } from './purchaseReceipt';

type Received = { path: string; query: URLSearchParams; body: unknown };

/** Reads a JSON body; answers 400 with `reason` when `check` finds one, as the real services refuse it. */
function standIn(check: (query: URLSearchParams, body: unknown) => string | null, received: Received[]): Server {
  return createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = undefined;
    }
    const reason = request.method === 'POST' ? check(url.searchParams, body) : 'POST only';
    if (reason === null) received.push({ path: url.pathname, query: url.searchParams, body });
    response.writeHead(reason === null ? 204 : 400, { 'content-type': 'text/plain' }).end(reason ?? '');
  });
}

type Ga4Body = { client_id?: string; events?: { name?: string; params?: Record<string, unknown> }[] };
/** GA4's collection: needs the measurement id and secret, a client_id and named events. */
const ga4Check = (query: URLSearchParams, body: unknown) => {
  const ga = body as Ga4Body | undefined;
  if (!query.get('measurement_id') || !query.get('api_secret')) return 'measurement_id and api_secret required';
  if (!ga?.client_id) return 'client_id required';
  // A web stream's client_id is two positive numbers joined by a period (Measurement Protocol reference).
  if (!/^[1-9]\d*\.[1-9]\d*$/.test(ga.client_id)) return 'client_id must be two positive numbers joined by a period';
  if (!ga.events?.length || ga.events.length > 25 || ga.events.some((event) => !event.name)) return 'events[].name';
  return null;
};

/** Matomo's bulk tracking: every request needs idsite and rec; e-commerce (idgoal=0) needs ec_items. */
const matomoCheck = (_query: URLSearchParams, body: unknown) => {
  const requests = (body as { requests?: unknown } | undefined)?.requests;
  if (!Array.isArray(requests) || requests.length === 0) return 'requests required';
  for (const request of requests) {
    const params = new URLSearchParams(String(request));
    if (!params.get('idsite') || params.get('rec') !== '1') return 'idsite and rec=1 required';
    if (params.get('idgoal') === '0' && !params.get('ec_items')) return 'ec_items required for e-commerce';
    if (params.get('cip') && !(body as { token_auth?: string }).token_auth) return 'cip requires token_auth';
  }
  return null;
};

const ga4Received: Received[] = [];
const matomoReceived: Received[] = [];
const ga4Server = standIn(ga4Check, ga4Received);
const matomoServer = standIn(matomoCheck, matomoReceived);
let config: AnalyticsConfig;

beforeAll(async () => {
  ga4Server.listen(0, '127.0.0.1');
  matomoServer.listen(0, '127.0.0.1');
  await Promise.all([once(ga4Server, 'listening'), once(matomoServer, 'listening')]);
  const port = (server: Server) => (server.address() as AddressInfo).port;
  config = readAnalyticsConfig(
    {
      GA_MEASUREMENT_ID: 'G-TEST',
      GA_API_SECRET: 'secret',
      MATOMO_URL: `http://127.0.0.1:${port(matomoServer)}/`,
      MATOMO_SITE_ID: '7',
      MATOMO_TOKEN: 'matomo-token',
    },
    () => {
      throw new Error('a valid configuration logs nothing');
    },
    `http://127.0.0.1:${port(ga4Server)}/mp/collect`,
  );
});

afterAll(() => {
  ga4Server.close();
  matomoServer.close();
});

beforeEach(() => {
  ga4Received.length = 0;
  matomoReceived.length = 0;
});

const consented = { [CONSENT_COOKIE]: 'granted' };
const SECRET = 'test-web-secret-for-receipts';
let events: ClientAllowance;
beforeEach(() => {
  events = ClientAllowance.inMemory(BEACON_EVENTS);
});

/** The receipt the web's GraphQL endpoint leaves after a payment (purchaseReceipt.ts), as its cookie. */
const paid = (receipt: Partial<Receipt> = {}, secret = SECRET) => ({
  [RECEIPT_COOKIE]: sealReceipt(
    {
      reference: 'ORD-1',
      total: { amount: '9.00', currency: 'EUR' },
      lines: [{ id: '42', amount: '9.00' }],
      expires: Date.now() + 60_000,
      ...receipt,
    },
    secret,
  ),
});

/** Posts `body` with `cookies` to the beacon endpoint as a browser would; returns the answer after the forwarding. */
async function send(
  body: string,
  analytics: AnalyticsConfig,
  cookies: Record<string, string> = consented,
  address = '203.0.113.7',
) {
  const request = new Request('https://shop.example/analytics/collect', {
    method: 'POST',
    headers: { 'user-agent': 'Mozilla/5.0 Test', 'x-forwarded-for': address },
    body,
  });
  let forwarding: Promise<void> = Promise.resolve();
  const response = await collect(
    {
      url: request.url,
      headers: request.headers,
      body: request.body,
      cookies: { get: (name) => (name in cookies ? { value: cookies[name] } : undefined) },
    },
    { events, secret: SECRET },
    (beacon: Beacon, visitor: VisitorContext) => {
      forwarding = forwardBeacon(beacon, visitor, analytics);
    },
  );
  await forwarding;
  return response;
}

const cart = {
  item_id: '42',
  item_name: 'Heat pump',
  item_category: 'Diagram',
  price: '9.00',
  currency: 'EUR',
  quantity: 1,
};
const beacon = JSON.stringify({
  session_id: '1700000000',
  events: [
    { event: 'page_view', page_path: '/en/catalog', page_title: 'Catalog' },
    { event: 'add_to_cart', event_category: 'Ecommerce', event_label: 'Heat pump', items: [cart] },
    {
      event: 'purchase',
      event_category: 'Ecommerce',
      transaction_id: 'ORD-1',
      value: '9.00',
      currency: 'EUR',
      items: [cart],
    },
  ],
});

describe('the analytics beacon endpoint', () => {
  it('answers 202 and forwards a page view, an add_to_cart and a purchase to GA4 and Matomo', async () => {
    const response = await send(beacon, config, { ...consented, [VISITOR_COOKIE]: 'aaaaaaaaaaaaaaaa', ...paid() });
    expect(response.status).toBe(202);
    // The receipt is spent: one report per payment.
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^shop_purchase=; Path=\/analytics\/collect\/; Max-Age=0;/),
    ]);

    expect(ga4Received).toHaveLength(1);
    expect(ga4Received[0].query.get('measurement_id')).toBe('G-TEST');
    const ga = ga4Received[0].body as Ga4Body;
    expect(ga).toMatchObject({
      client_id: `${0xaaaaaaaa}.${0xaaaaaaaa}`,
      user_agent: 'Mozilla/5.0 Test',
      ip_override: '203.0.113.7',
    });
    expect(ga.events?.map((event) => event.name)).toEqual(['page_view', 'add_to_cart', 'purchase']);
    expect(ga.events?.[0].params).toMatchObject({
      page_location: 'https://shop.example/en/catalog',
      page_title: 'Catalog',
      session_id: '1700000000',
    });
    expect(ga.events?.[2].params).toMatchObject({ transaction_id: 'ORD-1', value: 9, currency: 'EUR' });

    expect(matomoReceived).toHaveLength(1);
    expect(matomoReceived[0].path).toBe('/matomo.php');
    const bulk = matomoReceived[0].body as { requests: string[]; token_auth: string };
    expect(bulk.token_auth).toBe('matomo-token');
    const [view, add, order] = bulk.requests.map((request) => Object.fromEntries(new URLSearchParams(request)));
    expect(view).toMatchObject({ idsite: '7', action_name: 'Catalog', _id: 'aaaaaaaaaaaaaaaa', cip: '203.0.113.7' });
    expect(add).toMatchObject({ idgoal: '0', revenue: '9' });
    expect(JSON.parse(add.ec_items)).toEqual([['42', 'Heat pump', 'Diagram', 9, 1]]);
    expect(order).toMatchObject({ idgoal: '0', ec_id: 'ORD-1', revenue: '9' });
  });

  it('gives a new visitor a first-party id cookie, the client_id of what it forwards', async () => {
    const response = await send(beacon, config);
    const cookie = response.headers.get('set-cookie') ?? '';
    const id = /shop_vid=([0-9a-f]{16});/.exec(cookie)?.[1];
    expect(id).toBeDefined();
    expect(cookie).toContain('HttpOnly');
    expect((ga4Received[0].body as Ga4Body).client_id).toBe(ga4ClientId(id ?? ''));
  });

  it('without consent (declined or not chosen yet) sends nothing to GA4 and no visitor id to Matomo', async () => {
    for (const cookies of [{ [CONSENT_COOKIE]: 'denied' }, {} as Record<string, string>]) {
      ga4Received.length = 0;
      matomoReceived.length = 0;
      const response = await send(beacon, config, { ...cookies, ...paid() });
      expect(response.status).toBe(202);
      expect(response.headers.getSetCookie().filter((cookie) => cookie.startsWith(VISITOR_COOKIE))).toEqual([]);
      expect(ga4Received).toHaveLength(0);
      expect(matomoReceived).toHaveLength(1);
      const requests = (matomoReceived[0].body as { requests: string[] }).requests.map(
        (request) => new URLSearchParams(request),
      );
      expect(requests.map((request) => request.get('_id'))).toEqual([null, null, null]);
      expect(requests[2].get('ec_id')).toBe('ORD-1');
    }
  });

  it('clears the visitor id cookie of a visitor who declines after consenting', async () => {
    const response = await send(beacon, config, { [CONSENT_COOKIE]: 'denied', [VISITOR_COOKIE]: 'aaaaaaaaaaaaaaaa' });
    expect(response.headers.get('set-cookie')).toMatch(/^shop_vid=; Path=\/; Max-Age=0;/);
    expect(ga4Received).toHaveLength(0);
    expect(new URLSearchParams((matomoReceived[0].body as { requests: string[] }).requests[0]).get('_id')).toBeNull();
  });

  it('refuses an event without a name with EventMissing and forwards nothing', async () => {
    const response = await send(JSON.stringify({ session_id: '1', events: [{ page_path: '/en' }] }), config);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'EventMissing' });
    expect(ga4Received).toHaveLength(0);
    expect(matomoReceived).toHaveLength(0);
  });

  it('refuses more than 50 events, malformed JSON and oversized bodies', async () => {
    const many = JSON.stringify({ session_id: '1', events: Array.from({ length: 51 }, () => ({ event: 'search' })) });
    expect(await (await send(many, config)).json()).toEqual({ code: 'InvalidBeacon' });
    expect((await send('{', config)).status).toBe(400);
    expect((await send('x'.repeat(70 * 1024), config)).status).toBe(413);
    expect(ga4Received).toHaveLength(0);
  });

  it('with nothing configured, validates, answers 202 and drops the events', async () => {
    const debug = jest.spyOn(console, 'debug').mockImplementation(() => {});
    const response = await send(beacon, { ga4: undefined, matomo: undefined }, { ...consented, ...paid() });
    expect(response.status).toBe(202);
    expect(ga4Received).toHaveLength(0);
    expect(matomoReceived).toHaveLength(0);
    expect(debug).toHaveBeenCalledWith(expect.stringContaining('3 events dropped'));
    debug.mockRestore();
  });

  it('a destination that refuses is logged, never thrown at the visitor', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const response = await send(beacon, { ...config, ga4: config.ga4 && { ...config.ga4, measurementId: '' } });
    expect(response.status).toBe(202);
    expect(ga4Received).toHaveLength(0);
    expect(error).toHaveBeenCalledWith('Analytics: GA4 answered 400');
    expect(matomoReceived).toHaveLength(1);
    error.mockRestore();
  });

  it("forwards nothing that contains the download page's order key", async () => {
    const key = 'Zk3n8Qp1vW2xY7aB4cD9eF0gH6iJ';
    const path = `/en/checkout/download/${key}/`;
    const beacons: string[] = [];
    const stop = startQueue({
      location: () => ({ pathname: path }),
      title: () => path,
      now: () => 1_700_000_000_000,
      send: (_url, body) => beacons.push(body),
      setInterval: () => 0,
      clearInterval: () => {},
      onVisibility: () => () => {},
      storage: undefined,
    });
    track({ event: 'page_view', page_path: path, page_title: path });
    trackPurchase(
      '3f9a0c1b2d4e5f60',
      [{ diagramId: 42, title: 'Heat pump', price: { amount: '9.00', currency: 'EUR' } }],
      { amount: '9.00', currency: 'EUR' },
    );
    stop();
    // A page of an earlier build sends the path as it is: the server redacts it too.
    beacons.push(
      JSON.stringify({ session_id: '1', events: [{ event: 'page_view', page_path: path, page_title: path }] }),
    );
    const receipt = paid({ reference: '3f9a0c1b2d4e5f60' });
    for (const body of beacons) expect((await send(body, config, { ...consented, ...receipt })).status).toBe(202);

    const forwarded = [...ga4Received, ...matomoReceived].map((received) => JSON.stringify(received.body));
    expect(ga4Received).toHaveLength(2);
    expect(matomoReceived).toHaveLength(2);
    for (const body of forwarded) expect(body).not.toContain(key);
    expect(forwarded.join()).toContain('3f9a0c1b2d4e5f60');
    expect(forwarded.join()).toContain('download/[key]/');
  });
});

describe('what the beacon endpoint does not pass on (issue 29)', () => {
  const purchase = (transaction_id: string, value: string) =>
    JSON.stringify({
      session_id: '1700000000',
      events: [
        {
          event: 'purchase',
          transaction_id,
          value,
          currency: 'USD',
          items: [{ ...cart, price: value, currency: 'USD' }],
        },
      ],
    });
  const forwardedPurchases = () =>
    matomoReceived.flatMap((received) =>
      (received.body as { requests: string[] }).requests
        .map((request) => Object.fromEntries(new URLSearchParams(request)))
        .filter((request) => request.ec_id !== undefined),
    );

  it('forwards a purchase only with the receipt of its payment, and with the figures the shop charged', async () => {
    // A made-up purchase: no receipt, a receipt of another payment, a forged one, an expired one.
    for (const cookies of [
      consented,
      { ...consented, ...paid({ reference: 'ORD-2' }) },
      { ...consented, ...paid({}, 'another-secret') },
      { ...consented, ...paid({ expires: Date.now() - 1 }) },
    ])
      expect((await send(purchase('ORD-1', '999999999'), config, cookies)).status).toBe(202);
    expect(forwardedPurchases()).toEqual([]);
    expect(ga4Received).toEqual([]);

    expect((await send(purchase('ORD-1', '999999999'), config, { ...consented, ...paid() })).status).toBe(202);
    expect(forwardedPurchases()).toEqual([expect.objectContaining({ ec_id: 'ORD-1', revenue: '9' })]);
    expect(JSON.parse(forwardedPurchases()[0].ec_items)).toEqual([['42', 'Heat pump', 'Diagram', 9, 1]]);
    const ga = (ga4Received[0].body as Ga4Body).events?.[0].params;
    expect(ga).toMatchObject({ transaction_id: 'ORD-1', value: 9, currency: 'EUR' });
    expect(JSON.stringify(ga)).not.toContain('999999999');
  });

  it("refuses page paths of another host, and forwards none of the beacon's events", async () => {
    for (const page_path of ['//attacker.example/landing', '/\\attacker.example/landing', '/\\/attacker.example/']) {
      const body = JSON.stringify({ session_id: '1', events: [{ event: 'page_view', page_path }] });
      const response = await send(body, config);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'InvalidBeacon' });
    }
    expect([...ga4Received, ...matomoReceived]).toEqual([]);
  });

  it("takes one client's events up to its allowance a minute (200 beacons × 50 events), then 429", async () => {
    const full = JSON.stringify({
      session_id: '1',
      events: Array.from({ length: 50 }, () => ({ event: 'search', search_term: 'pump', page_path: '/en/' })),
    });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 200; i += 1) {
      const response = await send(full, config);
      statuses.push(response.status);
      retryAfter ??= response.headers.get('retry-after');
    }
    const forwarded = matomoReceived.flatMap((received) => (received.body as { requests: string[] }).requests);
    expect(forwarded).toHaveLength(BEACON_EVENTS.points);
    expect(statuses.filter((status) => status === 202)).toHaveLength(BEACON_EVENTS.points / 50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - BEACON_EVENTS.points / 50);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another visitor is not held back by that one.
    expect((await send(full, config, consented, '198.51.100.9')).status).toBe(202);
  });
});
