import { randomBytes } from 'node:crypto';
import { type GatewayOnFakes, startGatewayOnFakes } from './gateway-on-fakes';
import type { FakeUpstreams } from '../graphql/__fixtures__/fake-shop';

let gateway: GatewayOnFakes;
let upstreams: FakeUpstreams;

beforeAll(async () => {
  gateway = await startGatewayOnFakes();
  upstreams = gateway.upstreams;
});

afterAll(() => gateway.close());

beforeEach(() => {
  upstreams.shopCalls.length = 0;
  upstreams.contentCalls.length = 0;
});

async function graphql(query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return (await gateway.graphql(query, variables, headers)).body;
}

/** gateway_upstream_requests_total for the shop's pricing resource, from /metrics. */
async function pricingCalls(): Promise<number> {
  const line = (await gateway.metrics())
    .split('\n')
    .find((row) => row.startsWith('gateway_upstream_requests_total{upstream="shop",resource="cart_items/price"}'));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const PRICE_CART = `query Price($locale: Locale!, $items: [CartItemInput!]!, $code: String) {
  priceCart(locale: $locale, items: $items, code: $code) {
    code codeStatus hasDiscount currency
    total { amount currency } discountTotal { amount currency } totals { amount currency }
    lines {
      diagramId specialOfferId license { id description }
      price { amount currency } discount { amount currency } subtotal { amount currency } subtotals { amount currency }
      diagram { title url }
    }
  }
}`;

const items = (count: number, from = 1) => Array.from({ length: count }, (_, index) => ({ diagramId: from + index }));

describe('priceCart', () => {
  it('prices a 1-item cart in one shop call, with the diagram and the display price', async () => {
    const before = await pricingCalls();
    const { data, errors } = await graphql(PRICE_CART, { locale: 'en', items: [{ diagramId: 7, specialOfferId: 2 }] });
    expect(errors).toBeUndefined();
    expect(await pricingCalls()).toBe(before + 1);
    expect(upstreams.shopCalls).toEqual([
      {
        method: 'POST',
        path: '/api/website/v1/cart_items/price/',
        body: [{ diagram_id: 7, license_id: 1, code: null, special_offer_id: 2 }],
      },
    ]);
    expect(data?.priceCart).toEqual({
      code: null,
      codeStatus: null,
      hasDiscount: false,
      currency: 'USD',
      total: { amount: '19.00', currency: 'USD' },
      discountTotal: { amount: '0.00', currency: 'USD' },
      totals: [
        { amount: '19.00', currency: 'USD' },
        { amount: '17.00', currency: 'EUR' },
      ],
      lines: [
        {
          diagramId: 7,
          specialOfferId: 2,
          license: { id: 1, description: 'Single user' },
          price: { amount: '19.00', currency: 'USD' },
          discount: { amount: '0.00', currency: 'USD' },
          subtotal: { amount: '19.00', currency: 'USD' },
          subtotals: [
            { amount: '19.00', currency: 'USD' },
            { amount: '17.00', currency: 'EUR' },
          ],
          diagram: { title: 'en diagram 7', url: 'en-diagram-7' },
        },
      ],
    });
  });

  it('prices a 50-item cart in ONE shop call; its diagrams in ONE content call', async () => {
    const before = await pricingCalls();
    const { data, errors } = await graphql(
      PRICE_CART,
      { locale: 'de', items: items(50, 101), code: 'WELCOME10' },
      { 'accept-language': 'de-DE' },
    );
    expect(errors).toBeUndefined();
    expect(await pricingCalls()).toBe(before + 1);
    expect(upstreams.shopCalls).toHaveLength(1);
    expect((upstreams.shopCalls[0].body as unknown[]).length).toBe(50);
    // One call for up to 100 legacy ids: an `$or` of `$in` filters of 20 (spec §9's query-string array limit).
    expect(upstreams.contentCalls).toHaveLength(1);
    expect(upstreams.contentCalls[0]).toContain('filters[$or][2][legacy_id][$in][9]=');
    expect(upstreams.contentCalls[0]).not.toMatch(/\[\$in\]\[20\]/);
    const cart = data?.priceCart;
    expect(cart.lines).toHaveLength(50);
    expect(
      cart.lines.every(
        (line: { diagram: { title: string } | null }, index: number) =>
          line.diagram?.title === `de diagram ${101 + index}`,
      ),
    ).toBe(true);
    expect(cart).toMatchObject({
      code: 'WELCOME10',
      codeStatus: 'APPLIED',
      hasDiscount: true,
      currency: 'EUR',
      total: { amount: '765.00', currency: 'EUR' }, // 50 × 15.30
      discountTotal: { amount: '85.00', currency: 'EUR' }, // 50 × 1.70
    });
    expect(cart.lines[0]).toMatchObject({
      price: { amount: '17.00', currency: 'EUR' },
      discount: { amount: '1.70', currency: 'EUR' },
      subtotal: { amount: '15.30', currency: 'EUR' },
    });
  });

  it('is never served from the response cache: the same cart twice, then with another code, reaches the shop each time', async () => {
    const variables = { locale: 'en', items: items(2), code: 'WELCOME10' };
    const first = await graphql(PRICE_CART, variables);
    const again = await graphql(PRICE_CART, variables);
    expect(upstreams.shopCalls).toHaveLength(2);
    expect(again.data?.priceCart).toEqual(first.data?.priceCart);
    const expired = await graphql(PRICE_CART, { ...variables, code: 'EXPIRED5' });
    const unknown = await graphql(PRICE_CART, { ...variables, code: 'NOPE' });
    expect(upstreams.shopCalls).toHaveLength(4);
    expect(first.data?.priceCart).toMatchObject({ codeStatus: 'APPLIED', hasDiscount: true });
    expect(expired.data?.priceCart).toMatchObject({ code: 'EXPIRED5', codeStatus: 'EXPIRED', hasDiscount: false });
    expect(unknown.data?.priceCart).toMatchObject({ code: 'NOPE', codeStatus: 'UNKNOWN', hasDiscount: false });
  });

  it('an empty cart costs no shop call', async () => {
    const { data } = await graphql(PRICE_CART, { locale: 'en', items: [], code: ' ' });
    expect(data?.priceCart).toMatchObject({
      lines: [],
      code: null,
      codeStatus: null,
      total: { amount: '0.00', currency: 'USD' },
    });
    expect(upstreams.shopCalls).toHaveLength(0);
  });

  it('counts a diagram once', async () => {
    const { data } = await graphql(PRICE_CART, { locale: 'en', items: [{ diagramId: 3 }, { diagramId: 3 }] });
    expect(data?.priceCart.lines).toHaveLength(1);
  });

  it('an unknown diagram is BAD_USER_INPUT with reason UNKNOWN_DIAGRAM on its item, for the web to translate', async () => {
    const items = [{ diagramId: 3 }, { diagramId: 5000 }];
    const { data, errors } = await graphql(PRICE_CART, { locale: 'en', items });
    expect(data).toBeNull();
    expect(errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'UNKNOWN_DIAGRAM',
      field: 'items.1.diagramId',
      fieldErrors: { 'items.1.diagramId': ['UNKNOWN_DIAGRAM'] },
    });
  });

  it('another licence is refused before the shop is called', async () => {
    const { errors } = await graphql(PRICE_CART, { locale: 'en', items: [{ diagramId: 3, licenseId: 2 }] });
    expect(errors?.[0]).toMatchObject({
      message: 'Not implemented: licence 2',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(upstreams.shopCalls).toHaveLength(0);
  });

  it('a failing shop is UPSTREAM_ERROR with spec §8 message; pricing (a POST) is not retried', async () => {
    upstreams.failNext(503, { detail: 'Maintenance' });
    const { errors } = await graphql(PRICE_CART, { locale: 'en', items: items(1) });
    expect(errors?.[0]).toMatchObject({
      message: 'Shop API error: Maintenance',
      extensions: { code: 'UPSTREAM_ERROR', upstreamStatus: 503 },
    });
    expect(upstreams.shopCalls).toHaveLength(1);
  });
});

const ORDER_FIELDS = `key reference status email name country
  total { amount currency } discountTotal { amount currency }
  lines { diagramId price { amount } discount { amount } subtotal { amount } diagram { title } }
  downloads { diagramId title fileName url expiresAt }`;

const CREATE_ORDER = `mutation Create($items: [CartItemInput!]!, $key: String!, $customer: CustomerInput!) {
  createOrder(locale: fr, idempotencyKey: $key, items: $items, code: "WELCOME10", customer: $customer) { ${ORDER_FIELDS} }
}`;

const PAY = `mutation Pay($key: String!, $idem: String!, $number: String!) {
  payOrder(locale: en, key: $key, idempotencyKey: $idem, card: { number: $number, expMonth: 12, expYear: 2030, cvc: "123", name: "Ada" }) {
    status declined message order { ${ORDER_FIELDS} }
  }
}`;

const customer = { email: 'ada@example.com', name: 'Ada Lovelace', country: 'GB', vatId: 'GB123' };

/** An idempotency key as clients must make them: 128 random bits or more. */
const newKey = () => randomBytes(24).toString('base64url');

describe('orders and payment', () => {
  it('creates an order once per idempotency key, declines a card, then pays and lists absolute download urls', async () => {
    const idem = newKey();
    const created = await graphql(CREATE_ORDER, { items: items(2), key: idem, customer });
    expect(created.errors).toBeUndefined();
    const order = created.data?.createOrder;
    expect(order).toMatchObject({
      status: 'CREATED',
      email: 'ada@example.com',
      total: { amount: '34.20', currency: 'USD' },
      discountTotal: { amount: '3.80', currency: 'USD' },
      downloads: [],
    });
    expect(order.lines[0]).toEqual({
      diagramId: 1,
      price: { amount: '19.00' },
      discount: { amount: '1.90' },
      subtotal: { amount: '17.10' },
      diagram: { title: 'fr diagram 1' },
    });
    expect(upstreams.shopCalls[0].body).toEqual({
      idempotency_key: idem,
      items: [
        { diagram_id: 1, license_id: 1, code: 'WELCOME10', special_offer_id: null },
        { diagram_id: 2, license_id: 1, code: 'WELCOME10', special_offer_id: null },
      ],
      code: 'WELCOME10',
      currency: 'USD',
      customer: { email: 'ada@example.com', name: 'Ada Lovelace', country: 'GB', company: null, vat_id: 'GB123' },
    });
    const retried = await graphql(CREATE_ORDER, { items: items(2), key: idem, customer });
    expect(retried.data?.createOrder.key).toBe(order.key);
    expect(order.reference).toMatch(/^[0-9a-f]{16}$/);
    expect(retried.data?.createOrder.reference).toBe(order.reference);
    expect(order.reference).not.toContain(order.key);

    const ORDER = `query O($key: String!) { order(locale: en, key: $key) { status downloads { diagramId } } }`;
    const beforePaying = await graphql(ORDER, { key: order.key });
    expect(beforePaying.data?.order).toEqual({ status: 'CREATED', downloads: [] });

    const declined = await graphql(PAY, { key: order.key, idem: newKey(), number: '4000 0000 0000 0002' });
    expect(declined.errors).toBeUndefined();
    expect(declined.data?.payOrder).toMatchObject({
      status: 'CREATED',
      declined: true,
      message: 'Your card was declined.',
      order: { key: order.key },
    });

    const paid = await graphql(PAY, { key: order.key, idem: newKey(), number: '4242 4242 4242 4242' });
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.payOrder).toMatchObject({
      status: 'PAID',
      declined: false,
      message: null,
      order: { status: 'PAID' },
    });
    expect(paid.data?.payOrder.order.downloads).toEqual([
      {
        diagramId: 1,
        title: 'Diagram 1',
        fileName: 'diagram-1.pptx',
        url: `https://shop.example.com/api/website/v1/downloads/1?order=${order.key}&expires=9&signature=s`,
        expiresAt: '2026-11-22T10:00:00.000Z',
      },
      expect.objectContaining({ diagramId: 2 }),
    ]);

    // The same query as before paying: not served from the response cache.
    const fetched = await graphql(ORDER, { key: order.key });
    expect(fetched.data?.order).toEqual({ status: 'PAID', downloads: [{ diagramId: 1 }, { diagramId: 2 }] });
  });

  it('an unknown order is null', async () => {
    const { data, errors } = await graphql(`{ order(locale: en, key: "nope") { key } }`);
    expect(errors).toBeUndefined();
    expect(data?.order).toBeNull();
  });

  it('invalid customer data is BAD_USER_INPUT with field errors', async () => {
    const { errors } = await graphql(CREATE_ORDER, {
      items: items(1),
      key: newKey(),
      customer: { ...customer, email: 'nope' },
    });
    expect(errors?.[0]).toMatchObject({
      message: 'Unexpected error. Please contact us using chat on the bottom left corner.',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { email: ['INVALID_EMAIL'] } },
    });
  });

  it('an invalid card number is BAD_USER_INPUT; paying an unknown order is NOT_FOUND', async () => {
    const created = await graphql(CREATE_ORDER, { items: items(1), key: newKey(), customer });
    const invalid = await graphql(PAY, { key: created.data?.createOrder.key, idem: newKey(), number: '1234' });
    expect(invalid.errors?.[0]).toMatchObject({
      message: 'Invalid card number.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unknown = await graphql(PAY, {
      key: 'unknownunknownunknownunknown0000',
      idem: newKey(),
      number: '4242424242424242',
    });
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('a key that cannot name an order is NOT_FOUND without a shop call, whatever its characters', async () => {
    for (const key of ['nope', '\ud800\udfff\ud800', '../../admin', 'k'.repeat(300)]) {
      const paying = await graphql(PAY, { key, idem: newKey(), number: '4242424242424242' });
      expect(paying.errors?.[0]).toMatchObject({ message: 'Order not found', extensions: { code: 'NOT_FOUND' } });
      const looking = await graphql(`query O($key: String!) { order(locale: en, key: $key) { key } }`, { key });
      expect(looking).toEqual({ data: { order: null } });
    }
    expect(upstreams.shopCalls).toHaveLength(0);
  });

  it('refuses an idempotency key of fewer than 128 random bits before the shop is called', async () => {
    for (const weak of ['idem-1', '123e4567-e89b-42d3-a456-426614174000', 'a'.repeat(40)]) {
      const { errors } = await graphql(CREATE_ORDER, { items: items(1), key: weak, customer });
      expect(errors?.[0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        reason: 'WEAK_IDEMPOTENCY_KEY',
        field: 'idempotencyKey',
        fieldErrors: { idempotencyKey: ['WEAK_IDEMPOTENCY_KEY'] },
      });
    }
    expect(upstreams.shopCalls).toHaveLength(0);
  });

  it('a key reused for another cart or customer is IDEMPOTENCY_KEY_REUSED and never shows the first order', async () => {
    const idem = newKey();
    const first = await graphql(CREATE_ORDER, { items: items(1), key: idem, customer });
    expect(first.errors).toBeUndefined();
    for (const other of [
      { items: items(2), customer },
      { items: items(1), customer: { ...customer, email: 'eve@example.com' } },
    ]) {
      const reused = await graphql(CREATE_ORDER, { ...other, key: idem });
      expect(reused.data).toBeNull();
      expect(reused.errors?.[0].extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(JSON.stringify(reused)).not.toContain(first.data?.createOrder.key);
    }
  });

  it("orders in the visitor's currency when every line has it: a German visitor pays in EUR, a Canadian in USD", async () => {
    const german = await graphql(
      CREATE_ORDER,
      { items: items(2), key: newKey(), customer },
      { 'accept-language': 'de-DE' },
    );
    expect(upstreams.shopCalls.at(-1)?.body).toMatchObject({ currency: 'EUR' });
    expect(german.data?.createOrder).toMatchObject({
      total: { amount: '30.60', currency: 'EUR' }, // 2 × 15.30, what the cart showed
      discountTotal: { amount: '3.40', currency: 'EUR' },
    });
    expect(german.data?.createOrder.lines[0]).toMatchObject({
      price: { amount: '17.00' },
      subtotal: { amount: '15.30' },
    });
    const canadian = await graphql(
      CREATE_ORDER,
      { items: items(2), key: newKey(), customer },
      { 'accept-language': 'fr-CA' },
    );
    expect(upstreams.shopCalls.at(-1)?.body).toMatchObject({ currency: 'CAD' });
    expect(canadian.data?.createOrder.total).toEqual({ amount: '34.20', currency: 'USD' });
  });

  it('a POST to the shop is never retried (payment 503 → one call)', async () => {
    upstreams.failNext(503, {});
    const { errors } = await graphql(PAY, {
      key: 'unknownunknownunknownunknown0000',
      idem: newKey(),
      number: '4242424242424242',
    });
    expect(errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamStatus: 503 });
    expect(upstreams.shopCalls).toHaveLength(1);
  });
});

describe('Diagram.specialOffers', () => {
  const OFFERS = `query Offers($locale: Locale!, $items: [CartItemInput!]!) {
    priceCart(locale: $locale, items: $items) {
      lines { diagramId diagram { legacyId specialOffers { id diagramId qualifyingDiagramIds percentOff } } }
    }
  }`;

  it('resolves the qualifying diagrams in the locale of the offered one, batched with the cart lines', async () => {
    const { data, errors } = await graphql(
      `query { priceCart(locale: fr, items: [{ diagramId: 9 }]) { lines { diagram { specialOffers { qualifyingDiagrams { legacyId title url } } } } } }`,
    );
    expect(errors).toBeUndefined();
    expect(data!.priceCart.lines[0].diagram.specialOffers[0].qualifyingDiagrams).toEqual([
      { legacyId: 10, title: 'fr diagram 10', url: 'fr-diagram-10' },
      { legacyId: 11, title: 'fr diagram 11', url: 'fr-diagram-11' },
    ]);
    expect(upstreams.shopCalls.filter((call) => call.path === '/api/website/v1/special_offers/')).toHaveLength(1);
  });

  it("resolves each diagram's offers from ONE shop call, however many diagrams ask", async () => {
    const { data, errors } = await graphql(OFFERS, { locale: 'en', items: items(4, 7) });
    expect(errors).toBeUndefined();
    const offers = Object.fromEntries(
      (data!.priceCart.lines as Array<{ diagramId: number; diagram: { specialOffers: unknown[] } }>).map((line) => [
        line.diagramId,
        line.diagram.specialOffers,
      ]),
    );
    expect(offers).toEqual({
      7: [
        { id: 1, diagramId: 7, qualifyingDiagramIds: [8], percentOff: '20.00' },
        { id: 3, diagramId: 7, qualifyingDiagramIds: [12], percentOff: '5.50' },
      ],
      8: [],
      9: [{ id: 2, diagramId: 9, qualifyingDiagramIds: [10, 11], percentOff: '25.00' }],
      10: [],
    });
    expect(upstreams.shopCalls.filter((call) => call.path === '/api/website/v1/special_offers/')).toEqual([
      { method: 'GET', path: '/api/website/v1/special_offers/', body: undefined },
    ]);
  });

  it('costs no shop call when no diagram asks for its offers', async () => {
    await graphql(PRICE_CART, { locale: 'en', items: items(2, 7) });
    expect(upstreams.shopCalls.map((call) => call.path)).toEqual(['/api/website/v1/cart_items/price/']);
  });
});
