import { randomBytes } from 'node:crypto';
import Big from 'big.js';
import { expectPptx } from './support/downloads';
import { type TestGateway, startGateway } from './support/gateway';
import { counterTotal } from './support/metrics';
import { dataOf } from './support/results';

// Issue 4 against the real Strapi at CONTENT_API_URL, which also serves the shop API (SHOP_API_URL's default).

interface Line {
  diagramId: number;
  price: { amount: string; currency: string };
  discount: { amount: string; currency: string };
  subtotal: { amount: string; currency: string };
  diagram: { legacyId: number; title: string } | null;
}

const PRICE_CART = /* GraphQL */ `
  query Price($locale: Locale!, $items: [CartItemInput!]!, $code: String) {
    priceCart(locale: $locale, items: $items, code: $code) {
      code codeStatus hasDiscount currency
      total { amount currency } discountTotal { amount currency }
      lines { diagramId specialOfferId price { amount currency } discount { amount currency } subtotal { amount currency } diagram { legacyId title } }
    }
  }
`;

const ORDER_FIELDS = `key status email name country total { amount currency } discountTotal { amount currency }
  lines { diagramId price { amount } discount { amount } subtotal { amount } diagram { title } }
  downloads { diagramId title fileName url expiresAt }`;

const CREATE_ORDER = /* GraphQL */ `
  mutation Create($locale: Locale!, $key: String!, $items: [CartItemInput!]!, $code: String, $customer: CustomerInput!) {
    createOrder(locale: $locale, idempotencyKey: $key, items: $items, code: $code, customer: $customer) { ${ORDER_FIELDS} }
  }
`;

const PAY = /* GraphQL */ `
  mutation Pay($key: String!, $idem: String!, $number: String!) {
    payOrder(locale: en, key: $key, idempotencyKey: $idem, card: { number: $number, expMonth: 12, expYear: 2030, cvc: "123", name: "Ada Lovelace" }) {
      status declined message order { ${ORDER_FIELDS} }
    }
  }
`;

const ORDER = /* GraphQL */ `query Order($key: String!) { order(locale: de, key: $key) { ${ORDER_FIELDS} } }`;

let gateway: TestGateway;
/** Legacy ids of paid English diagrams, by legacy id, with their USD prices. */
let paid: Array<{ legacyId: number; usd: string }>;

async function pricingCalls(): Promise<number> {
  return counterTotal(await gateway.metrics(), 'gateway_upstream_requests_total', {
    name: 'resource',
    value: 'cart_items/price',
  });
}

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL as string);
  const { catalogue } = await dataOf<{ catalogue: { items: Array<{ legacyId: number; price: { amount: string } }> } }>(
    gateway,
    `{ catalogue(locale: en, sort: ORIGINAL, pageSize: 100) { items { legacyId price(currency: USD) { amount } } } }`,
  );
  paid = catalogue.items
    .filter((item) => new Big(item.price.amount).gt(0))
    .map((item) => ({ legacyId: item.legacyId, usd: item.price.amount }));
});

afterAll(() => gateway?.close());

/** Idempotency keys as clients must make them: 128 random bits or more. */
const newKey = () => randomBytes(24).toString('base64url');

const sum = (amounts: string[]) => amounts.reduce((total, amount) => total.plus(amount), new Big(0)).toFixed(2);

describe('priceCart against the real shop', () => {
  it('prices a 1-item cart in one shop call, at the catalogue price', async () => {
    const before = await pricingCalls();
    const { priceCart } = await dataOf<{ priceCart: { total: { amount: string }; lines: Line[] } }>(
      gateway,
      PRICE_CART,
      {
        locale: 'en',
        items: [{ diagramId: paid[0].legacyId }],
      },
    );
    expect(await pricingCalls()).toBe(before + 1);
    expect(priceCart.total).toEqual({ amount: paid[0].usd, currency: 'USD' });
    expect(priceCart.lines[0].diagram?.legacyId).toBe(paid[0].legacyId);
  });

  it('prices the largest cart (up to 50 items) in one shop call, with every diagram', async () => {
    const items = paid.slice(0, 50);
    const before = await pricingCalls();
    const { priceCart } = await dataOf<{ priceCart: { total: { amount: string }; lines: Line[] } }>(
      gateway,
      PRICE_CART,
      {
        locale: 'fr',
        items: items.map(({ legacyId }) => ({ diagramId: legacyId })),
      },
    );
    expect(await pricingCalls()).toBe(before + 1);
    expect(priceCart.lines.map((line) => line.diagram?.legacyId)).toEqual(items.map(({ legacyId }) => legacyId));
    expect(priceCart.total.amount).toBe(sum(items.map(({ usd }) => usd)));
  });

  it('applies WELCOME10, reports EXPIRED5 and unknown codes, and shows EUR for a German visitor', async () => {
    const items = paid.slice(5, 7).map(({ legacyId }) => ({ diagramId: legacyId }));
    const price = (code: string) =>
      dataOf<{ priceCart: Record<string, any> }>(
        gateway,
        PRICE_CART,
        { locale: 'de', items, code },
        { 'accept-language': 'de-DE' },
      );
    const welcome = (await price('welcome10')).priceCart;
    expect(welcome).toMatchObject({
      codeStatus: 'APPLIED',
      hasDiscount: true,
      currency: 'EUR',
      total: { currency: 'EUR' },
    });
    const line: Line = welcome.lines[0];
    expect(new Big(line.discount.amount).gt(0)).toBe(true);
    expect(new Big(line.price.amount).minus(line.discount.amount).toFixed(2)).toBe(line.subtotal.amount);
    expect((await price('EXPIRED5')).priceCart).toMatchObject({ codeStatus: 'EXPIRED', hasDiscount: false });
    expect((await price('NO-SUCH-CODE')).priceCart).toMatchObject({ codeStatus: 'UNKNOWN', hasDiscount: false });
  });

  it('applies special offer 1 only while its qualifying diagram is in the cart', async () => {
    // Seeded: offer 1 discounts the first paid diagram (by legacy id) when the second is in the cart.
    const [offered, qualifying, other] = [...paid].sort((a, b) => a.legacyId - b.legacyId);
    const withOffer = (extra: number) =>
      dataOf<{ priceCart: { hasDiscount: boolean; lines: Line[] } }>(gateway, PRICE_CART, {
        locale: 'en',
        items: [{ diagramId: offered.legacyId, specialOfferId: 1 }, { diagramId: extra }],
      });
    expect((await withOffer(qualifying.legacyId)).priceCart.hasDiscount).toBe(true);
    expect((await withOffer(other.legacyId)).priceCart.hasDiscount).toBe(false);
  });

  it('refuses an unknown diagram with BAD_USER_INPUT, reason UNKNOWN_DIAGRAM on its item (no English to show)', async () => {
    const { body } = await gateway.graphql(PRICE_CART, { locale: 'en', items: [{ diagramId: 987654 }] });
    expect(body.errors?.[0]).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        reason: 'UNKNOWN_DIAGRAM',
        fieldErrors: { 'items.0.diagramId': ['UNKNOWN_DIAGRAM'] },
      },
    });
  });
});

describe('orders, payment and downloads against the real shop', () => {
  it('creates an order idempotently, declines a card, pays once and links to real .pptx files', async () => {
    const variables = {
      locale: 'en',
      key: newKey(),
      items: paid.slice(0, 2).map(({ legacyId }) => ({ diagramId: legacyId })),
      code: 'WELCOME10',
      customer: { email: 'ada@example.com', name: 'Ada Lovelace', country: 'GB' },
    };
    const { createOrder } = await dataOf<{ createOrder: Record<string, any> }>(gateway, CREATE_ORDER, variables);
    expect(createOrder).toMatchObject({ status: 'CREATED', email: 'ada@example.com', downloads: [] });
    expect(createOrder.key).toMatch(/^[\w-]{32,}$/);
    expect(createOrder.lines).toHaveLength(2);
    const again = await dataOf<{ createOrder: { key: string } }>(gateway, CREATE_ORDER, variables);
    expect(again.createOrder.key).toBe(createOrder.key);

    const declined = await dataOf<{ payOrder: Record<string, any> }>(gateway, PAY, {
      key: createOrder.key,
      idem: newKey(),
      number: '4000 0000 0000 0002',
    });
    expect(declined.payOrder).toMatchObject({ declined: true, status: 'CREATED', message: 'Your card was declined.' });

    const payment = { key: createOrder.key, idem: newKey(), number: '4242 4242 4242 4242' };
    const paidOrder = await dataOf<{ payOrder: Record<string, any> }>(gateway, PAY, payment);
    expect(paidOrder.payOrder).toMatchObject({
      declined: false,
      status: 'PAID',
      message: null,
      order: { status: 'PAID' },
    });
    const retried = await dataOf<{ payOrder: Record<string, any> }>(gateway, PAY, payment);
    expect(retried.payOrder).toMatchObject({ declined: false, status: 'PAID' });

    const { order } = await dataOf<{ order: Record<string, any> }>(gateway, ORDER, { key: createOrder.key });
    expect(order.status).toBe('PAID');
    expect(order.downloads).toHaveLength(2);
    const [download] = order.downloads as Array<{ url: string; fileName: string; expiresAt: string }>;
    expect(new Date(download.expiresAt).getTime()).toBeGreaterThan(Date.now());
    await expectPptx(download.url);
    const tampered = await fetch(download.url.replace(/signature=[^&]+/, 'signature=bad'));
    expect(tampered.status).toBe(403);
  });

  it('an unknown order is null', async () => {
    const { order } = await dataOf<{ order: unknown }>(gateway, ORDER, { key: 'no-such-order-key' });
    expect(order).toBeNull();
  });

  it('charges a German visitor exactly what the cart showed, in EUR, whoever looks at the order later', async () => {
    const items = paid.slice(2, 4).map(({ legacyId }) => ({ diagramId: legacyId }));
    const german = { 'accept-language': 'de-DE' };
    const { priceCart } = await dataOf<{ priceCart: { total: { amount: string; currency: string } } }>(
      gateway,
      PRICE_CART,
      { locale: 'de', items, code: 'WELCOME10' },
      german,
    );
    expect(priceCart.total.currency).toBe('EUR');
    const customer = { email: 'hans@example.com', name: 'Hans Käufer', country: 'DE' };
    const { createOrder } = await dataOf<{ createOrder: Record<string, any> }>(
      gateway,
      CREATE_ORDER,
      { locale: 'de', key: newKey(), items, code: 'WELCOME10', customer },
      german,
    );
    expect(createOrder.total).toEqual(priceCart.total);
    const { payOrder } = await dataOf<{ payOrder: Record<string, any> }>(gateway, PAY, {
      key: createOrder.key,
      idem: newKey(),
      number: '4242 4242 4242 4242',
    });
    expect(payOrder).toMatchObject({ status: 'PAID', order: { total: priceCart.total } });
    const { order } = await dataOf<{ order: Record<string, any> }>(
      gateway,
      ORDER,
      { key: createOrder.key },
      { 'accept-language': 'en-US' },
    );
    expect(order.total).toEqual(priceCart.total);
  });

  it('refuses an idempotency key reused for another cart or customer, and never shows the first order', async () => {
    const key = newKey();
    const customer = { email: 'ada@example.com', name: 'Ada Lovelace', country: 'GB' };
    const first = { locale: 'en', key, items: [{ diagramId: paid[0].legacyId }], code: null, customer };
    const { createOrder } = await dataOf<{ createOrder: { key: string } }>(gateway, CREATE_ORDER, first);
    for (const reuse of [
      { ...first, items: [{ diagramId: paid[1].legacyId }] },
      { ...first, customer: { ...customer, email: 'eve@example.com' } },
    ]) {
      const { body } = await gateway.graphql(CREATE_ORDER, reuse);
      expect(body.data).toBeNull();
      expect(body.errors?.[0].extensions).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(JSON.stringify(body)).not.toContain(createOrder.key);
    }
  });
});
