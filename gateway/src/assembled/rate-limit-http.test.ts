import { randomBytes } from 'node:crypto';
import { type GatewayOnFakes, startGatewayOnFakes } from './gateway-on-fakes';
import { WEB_PROXY_SECRET_HEADER } from '../http/client-address';
import type { RateLimitPolicies } from '../limits/rate-limits';

const WEB_PROXY_SECRET = 'a-web-proxy-secret-of-this-test-only';
const POLICIES: RateLimitPolicies = {
  read: { points: 40, durationSeconds: 60 },
  guess: { points: 3, durationSeconds: 600 },
  order: { points: 2, durationSeconds: 600 },
  payment: { points: 2, durationSeconds: 600 },
  signIn: { points: 3, durationSeconds: 60 },
  signInAccount: { points: 3, durationSeconds: 900 },
  signInPair: { points: 1, durationSeconds: 900 },
  account: { points: 2, durationSeconds: 600 },
  challenge: { points: 2, durationSeconds: 600 },
  message: { points: 1, durationSeconds: 600 },
  advise: { points: 2, durationSeconds: 60 },
  recipient: { points: 5, durationSeconds: 3600 },
};

/** Headers of a request the web forwards for the visitor at `address`. */
const viaWeb = (address: string) => ({ 'x-forwarded-for': address, [WEB_PROXY_SECRET_HEADER]: WEB_PROXY_SECRET });

let gateway: GatewayOnFakes;
let nextVisitor = 0;
/** A fresh visitor address for each test, so allowances never carry over. */
const visitor = () => viaWeb(`203.0.113.${++nextVisitor}`);

beforeAll(async () => {
  gateway = await startGatewayOnFakes({ WEB_PROXY_SECRET }, { rateLimits: POLICIES });
});

afterAll(() => gateway.close());

beforeEach(() => {
  gateway.upstreams.shopCalls.length = 0;
});

const priceWithCode = (code: string, headers: Record<string, string>) =>
  gateway.graphql(
    'query($code: String) { priceCart(locale: en, items: [{ diagramId: 1 }], code: $code) { codeStatus } }',
    { code },
    headers,
  );

function expectRateLimited(reply: Awaited<ReturnType<typeof gateway.graphql>>) {
  expect(reply.status).toBe(429);
  expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(reply.body.errors?.[0].extensions).toEqual({
    code: 'RATE_LIMITED',
    retryAfter: Number(reply.headers.get('retry-after')),
  });
}

describe('guessing discount codes', () => {
  it('is refused with 429 and Retry-After once the wrong guesses are used up, before the shop is asked', async () => {
    const headers = visitor();
    for (const code of ['WELCOME1', 'WELCOME2', 'WELCOME3'])
      expect((await priceWithCode(code, headers)).status).toBe(200);
    const callsBefore = gateway.upstreams.shopCalls.length;
    const limited = await priceWithCode('WELCOME10', headers);
    expectRateLimited(limited);
    expect(gateway.upstreams.shopCalls).toHaveLength(callsBefore);
  });

  it('never counts a code that applies, nor a cart without a code', async () => {
    const headers = visitor();
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await priceWithCode('WELCOME10', headers)).body.data?.priceCart.codeStatus).toBe('APPLIED');
      expect((await priceWithCode('', headers)).status).toBe(200);
    }
  });

  it('limits each visitor on their own', async () => {
    const [eve, ann] = [visitor(), visitor()];
    for (let attempt = 0; attempt < 4; attempt++) await priceWithCode('GUESS', eve);
    expectRateLimited(await priceWithCode('GUESS', eve));
    expect((await priceWithCode('WELCOME10', ann)).status).toBe(200);
  });
});

describe('guessing order keys', () => {
  it('counts unknown keys, never the visitor’s own order', async () => {
    const headers = visitor();
    const ORDER = 'query($key: String!) { order(locale: en, key: $key) { key } }';
    const own = await gateway.graphql(
      `mutation { createOrder(locale: en, idempotencyKey: "${randomBytes(24).toString('base64url')}", items: [{ diagramId: 2 }],
        customer: { email: "ann@example.com", name: "Ann", country: "DE" }) { key } }`,
      {},
      headers,
    );
    const key = own.body.data?.createOrder.key as string;
    for (let visit = 0; visit < 6; visit++)
      expect((await gateway.graphql(ORDER, { key }, headers)).body.data?.order).toEqual({ key });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await gateway.graphql(ORDER, { key: randomBytes(24).toString('base64url') }, headers)).body.data?.order,
      ).toBeNull();
    }
    expectRateLimited(await gateway.graphql(ORDER, { key: randomBytes(24).toString('base64url') }, headers));
  });
});

describe('orders and payments', () => {
  const CREATE = `mutation($key: String!) {
    createOrder(locale: en, idempotencyKey: $key, items: [{ diagramId: 1 }], customer: { email: "ann@example.com", name: "Ann", country: "DE" }) { key }
  }`;
  const PAY = `mutation($order: String!, $key: String!) {
    payOrder(locale: en, key: $order, idempotencyKey: $key, card: { number: "4000000000000002", expMonth: 12, expYear: 2040, cvc: "123", name: "Ann" }) { declined }
  }`;
  const newKey = () => randomBytes(24).toString('base64url');

  it('allows a few orders per visitor, then 429', async () => {
    const headers = visitor();
    expect((await gateway.graphql(CREATE, { key: newKey() }, headers)).status).toBe(200);
    expect((await gateway.graphql(CREATE, { key: newKey() }, headers)).status).toBe(200);
    expectRateLimited(await gateway.graphql(CREATE, { key: newKey() }, headers));
  });

  it('allows a few payment attempts per visitor, then 429: a card tester gets nowhere', async () => {
    const headers = visitor();
    const order = (await gateway.graphql(CREATE, { key: newKey() }, headers)).body.data?.createOrder.key as string;
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await gateway.graphql(PAY, { order, key: newKey() }, headers)).body.data?.payOrder.declined).toBe(true);
    }
    expectRateLimited(await gateway.graphql(PAY, { order, key: newKey() }, headers));
  });
});

describe('a backend outage', () => {
  // Two guesses and two orders, on a gateway of its own: fewer than the 5 failed calls that open its shop's circuit
  // breaker (each failed order read is tried twice).
  const FEW = { ...POLICIES, guess: { points: 2, durationSeconds: 600 }, order: { points: 2, durationSeconds: 600 } };
  async function withOwnGateway(test: (own: GatewayOnFakes) => Promise<void>) {
    const own = await startGatewayOnFakes({ WEB_PROXY_SECRET }, { rateLimits: FEW });
    try {
      await test(own);
    } finally {
      await own.close();
    }
  }

  it('uses up no guesses: a buyer retrying through it can still open their order', () =>
    withOwnGateway(async (own) => {
      const headers = visitor();
      const ORDER = 'query($key: String!) { order(locale: en, key: $key) { key } }';
      const key = randomBytes(24).toString('base64url');
      for (let attempt = 0; attempt < FEW.guess.points; attempt++) {
        // Twice: the gateway reads an order again once when the first answer failed.
        own.upstreams.failNext(503, {}, 2);
        const failed = await own.graphql(ORDER, { key }, headers);
        expect(failed.body.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');
      }
      const answered = await own.graphql(ORDER, { key }, headers);
      expect(answered.status).toBe(200);
      expect(answered.body.data?.order).toBeNull();
    }));

  it('uses up no orders: the order a visitor retries through it is still taken', () =>
    withOwnGateway(async (own) => {
      const headers = visitor();
      const CREATE = `mutation($key: String!) {
        createOrder(locale: en, idempotencyKey: $key, items: [{ diagramId: 1 }], customer: { email: "ann@example.com", name: "Ann", country: "DE" }) { key }
      }`;
      const key = randomBytes(24).toString('base64url');
      for (let attempt = 0; attempt < FEW.order.points; attempt++) {
        own.upstreams.failNext(503);
        expect((await own.graphql(CREATE, { key }, headers)).body.errors?.[0].extensions?.code).toBe('UPSTREAM_ERROR');
      }
      const created = await own.graphql(CREATE, { key }, headers);
      expect(created.status).toBe(200);
      expect(created.body.data?.createOrder.key).toEqual(expect.any(String));
    }));
});

describe('who the client is', () => {
  const read = (headers: Record<string, string>) => gateway.graphql('{ currency }', {}, headers);

  it('limits every request generously, with 429 and Retry-After past the allowance', async () => {
    const headers = visitor();
    for (let request = 0; request < POLICIES.read.points; request++) expect((await read(headers)).status).toBe(200);
    expectRateLimited(await read(headers));
  });

  it("never counts the web's own calls (the secret, no X-Forwarded-For: its cache fills) against a read allowance", async () => {
    const shared = await startGatewayOnFakes({ WEB_PROXY_SECRET }, { rateLimits: POLICIES });
    try {
      const fill = { [WEB_PROXY_SECRET_HEADER]: WEB_PROXY_SECRET };
      const [ann, direct] = [viaWeb('192.0.2.45'), {}];
      // The web's fills, a visitor it vouches for and a direct caller, all three from the same TCP peer.
      for (let request = 0; request < POLICIES.read.points; request++) {
        for (const headers of [fill, ann, direct])
          expect((await shared.graphql('{ currency }', {}, headers)).status).toBe(200);
      }
      expectRateLimited(await shared.graphql('{ currency }', {}, ann));
      expectRateLimited(await shared.graphql('{ currency }', {}, direct));
      for (let request = 0; request < POLICIES.read.points; request++)
        expect((await shared.graphql('{ currency }', {}, fill)).status).toBe(200);
    } finally {
      await shared.close();
    }
  });

  it('a direct request with a forged X-Forwarded-For is limited by its own address', async () => {
    const direct = await startGatewayOnFakes({ WEB_PROXY_SECRET }, { rateLimits: POLICIES });
    try {
      const forged = (index: number) => ({ 'x-forwarded-for': `198.51.100.${index}` });
      const forgedWithWrongSecret = (index: number) => ({ ...forged(index), [WEB_PROXY_SECRET_HEADER]: 'a-guess' });
      for (let request = 0; request < POLICIES.read.points; request++) {
        const headers = request % 2 ? forged(request) : forgedWithWrongSecret(request);
        expect((await direct.graphql('{ currency }', {}, headers)).status).toBe(200);
      }
      expectRateLimited(await direct.graphql('{ currency }', {}, forged(250)));
      // The web, vouching with the secret, still speaks for its own visitors.
      expect((await direct.graphql('{ currency }', {}, viaWeb('192.0.2.44'))).status).toBe(200);
    } finally {
      await direct.close();
    }
  });
});
