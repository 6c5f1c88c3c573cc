import crypto from 'node:crypto';
import JSZip from 'jszip';
import { testDatabases, type TestDatabase } from './support/databases';
import { asGateway } from './support/gateway';
import { deployedSettings, startStrapi, type StrapiProcess } from './support/strapi-process';

/** Shop endpoints against a real `strapi start` on a seeded SQLite database (and PostgreSQL with DATABASE_TEST_URL). */
const SEED_DIAGRAMS = 20;
const DOWNLOAD_SECRET = 'test-download-secret';

type Money = { currency: string; amount: string };
type Line = {
  diagram_id: number;
  code: string | null;
  code_status: string | null;
  special_offer_id: number | null;
  prices: Money[];
  discounts: Money[];
  final_prices: Money[];
  title: string;
};
type Order = {
  key: string;
  status: string;
  email: string;
  currency: string;
  lines: Line[];
  totals: Record<string, Money[]>;
  total: Money;
};
type Download = { diagram_id: number; title: string; file_name: string; url: string; expires_at: string };

const amountIn = (currency: string) => (money: Money[]) => money.find((entry) => entry.currency === currency)!.amount;
const usd = amountIn('USD');
const eur = amountIn('EUR');
const cents = (amount: string) => Math.round(Number(amount) * 100);
const KEY_REUSED = {
  status: 409,
  body: { error: 'This idempotency key was already used for another request.', code: 'idempotency_key_reused' },
};
const customer = { email: 'ada@example.com', name: 'Ada Lovelace', country: 'GB' };
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2040, cvc: '123', name: 'Ada Lovelace' });
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

for (const { name, open } of testDatabases()) {
  describe(`shop API (${name}, seeded)`, () => shopSuite(open));
}

function shopSuite(openDatabase: () => TestDatabase): void {
  let database: TestDatabase;
  let strapi: StrapiProcess;
  let offers: { legacy_id: number; diagram: number; qualified: number[] }[];

  const call = async <T = unknown>(
    method: string,
    route: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${strapi.url}/api/website/v1${route}`, {
      method,
      headers: { ...asGateway(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const price = (items: unknown[]) => call<Line[]>('POST', '/cart_items/price/', items);
  const newKey = () => `test-${crypto.randomUUID()}`;
  const createOrder = (items: unknown[], code: string | null = null, idempotencyKey = newKey()) =>
    call<Order>('POST', '/orders/', { idempotency_key: idempotencyKey, items, code, customer });
  const pay = (key: string, number: string, idempotencyKey = newKey()) =>
    call<{ status?: string; order?: Order; error?: string; code?: string }>('POST', `/orders/${key}/pay/`, {
      idempotency_key: idempotencyKey,
      card: card(number),
    });
  const localUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, strapi.url);

  beforeAll(async () => {
    database = openDatabase();
    strapi = await startStrapi({
      // Under the heap cap the deployment serves with.
      ...deployedSettings(),
      ...database.env,
      SEED_DIAGRAMS: String(SEED_DIAGRAMS),
      DOWNLOAD_SECRET,
      PUBLIC_URL: 'https://shop.example.test',
    });
    // The seeded special offers, read straight from the database of the process.
    const rows = await database.query<{ legacy_id: number; diagram: number; qualified: number }>(
      `SELECT o.legacy_id AS legacy_id, d.legacy_id AS diagram, q.legacy_id AS qualified
       FROM special_offers o
       JOIN special_offers_diagram_lnk dl ON dl.special_offer_id = o.id JOIN diagrams d ON d.id = dl.diagram_id
       JOIN special_offers_diagrams_qualified_lnk ql ON ql.special_offer_id = o.id JOIN diagrams q ON q.id = ql.diagram_id
       ORDER BY o.legacy_id, ql.diagram_ord`,
    );
    offers = [];
    for (const row of rows) {
      const offer = offers.find((candidate) => candidate.legacy_id === Number(row.legacy_id));
      if (offer) offer.qualified.push(Number(row.qualified));
      else
        offers.push({
          legacy_id: Number(row.legacy_id),
          diagram: Number(row.diagram),
          qualified: [Number(row.qualified)],
        });
    }
  });

  afterAll(async () => {
    await strapi?.stop();
    await database?.cleanup();
  });

  it('exposes no REST collection of the shop content types', async () => {
    for (const collection of ['discount-codes', 'special-offers', 'orders', 'payments']) {
      const response = await fetch(`${strapi.url}/api/${collection}`);
      expect([403, 404]).toContain(response.status);
    }
  });

  describe('pricing', () => {
    it('seeds two special offers on paid diagrams', () => {
      expect(offers.map((offer) => offer.legacy_id)).toEqual([1, 2]);
      expect(offers.every((offer) => offer.qualified.length > 0)).toBe(true);
    });

    it('prices a cart without a code at the database prices, as two-decimal strings', async () => {
      const { status, body } = await price([
        { diagram_id: 1000, license_id: 1, code: null },
        { diagram_id: 1001, license_id: 1 },
      ]);
      expect(status).toBe(200);
      expect(body.map((line) => line.diagram_id)).toEqual([1000, 1001]);
      for (const line of body) {
        expect(line).toMatchObject({ code: null, code_status: null, special_offer_id: null });
        expect(line.final_prices).toEqual(line.prices);
        expect(line.discounts.every((discount) => discount.amount === '0.00')).toBe(true);
        expect(line.prices.every((entry) => /^\d+\.\d{2}$/.test(entry.amount))).toBe(true);
        expect(line.prices.map((entry) => entry.currency)).toEqual(expect.arrayContaining(['USD', 'EUR']));
      }
    });

    it('applies WELCOME10 (case-insensitive) as 10 % per currency, without float drift', async () => {
      const { body } = await price([{ diagram_id: 1000, license_id: 1, code: 'welcome10' }]);
      const [line] = body;
      expect(line).toMatchObject({ code: 'WELCOME10', code_status: 'applied' });
      for (const entry of line.prices) {
        const cents = Math.round(Number(entry.amount) * 100);
        const discount = line.discounts.find((d) => d.currency === entry.currency)!;
        const final = line.final_prices.find((d) => d.currency === entry.currency)!;
        expect(Math.round(Number(discount.amount) * 100)).toBe(Math.floor((cents * 1000 + 5000) / 10000));
        expect(Math.round(Number(final.amount) * 100)).toBe(cents - Math.round(Number(discount.amount) * 100));
      }
    });

    it('reports unknown and expired codes without a discount', async () => {
      const { body } = await price([
        { diagram_id: 1000, license_id: 1, code: 'NOPE' },
        { diagram_id: 1001, license_id: 1, code: 'EXPIRED5' },
      ]);
      expect(body[0]).toMatchObject({ code: 'NOPE', code_status: 'unknown' });
      expect(body[1]).toMatchObject({ code: 'EXPIRED5', code_status: 'expired' });
      expect(body.flatMap((line) => line.discounts).every((discount) => discount.amount === '0.00')).toBe(true);
    });

    it('applies a special offer only with its diagram and a qualifying diagram in the cart', async () => {
      const [offer] = offers;
      const alone = await price([{ diagram_id: offer.diagram, special_offer_id: offer.legacy_id }]);
      expect(alone.body[0].special_offer_id).toBeNull();
      expect(usd(alone.body[0].discounts)).toBe('0.00');

      const other = offers[1].diagram;
      const wrongDiagram = await price([
        { diagram_id: other, special_offer_id: offer.legacy_id },
        { diagram_id: offer.qualified[0] },
      ]);
      expect(wrongDiagram.body[0].special_offer_id).toBeNull();

      const qualified = await price([
        { diagram_id: offer.diagram, special_offer_id: offer.legacy_id },
        { diagram_id: offer.qualified[0] },
      ]);
      const [line] = qualified.body;
      expect(line.special_offer_id).toBe(offer.legacy_id);
      const cents = Math.round(Number(usd(line.prices)) * 100);
      expect(Math.round(Number(usd(line.discounts)) * 100)).toBe(Math.floor((cents * 2000 + 5000) / 10000));
    });

    it('answers 400 with a code and the field of an unknown diagram', async () => {
      const { status, body } = await price([{ diagram_id: 1000 }, { diagram_id: 999999 }]);
      expect(status).toBe(400);
      expect(body).toEqual({
        error: 'Unknown diagram 999999',
        code: 'unknown_diagram',
        field: 'items.1.diagram_id',
        diagram_id: 999999,
      });
    });

    it('ignores prices sent in the request', async () => {
      const reference = await price([{ diagram_id: 1000 }]);
      const tampered = await price([
        {
          diagram_id: 1000,
          price: 0.01,
          prices: [{ currency: 'USD', amount: '0.01' }],
          final_prices: [{ currency: 'USD', amount: '0.01' }],
          discounts: [{ currency: 'USD', amount: '99' }],
        },
      ]);
      expect(tampered.body).toEqual(reference.body);
    });
  });

  describe('orders and payment', () => {
    it('creates an order once per idempotency key, with an unguessable key', async () => {
      const idempotencyKey = newKey();
      const first = await createOrder([{ diagram_id: 1000 }, { diagram_id: 1001 }], 'WELCOME10', idempotencyKey);
      expect(first.status).toBe(201);
      expect(first.body.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(first.body).toMatchObject({ status: 'CREATED', email: customer.email });
      expect(first.body.lines.map((line) => line.code_status)).toEqual(['applied', 'applied']);
      expect(first.body.lines[0].title).toEqual(expect.any(String));

      const again = await createOrder([{ diagram_id: 1000 }, { diagram_id: 1001 }], 'WELCOME10', idempotencyKey);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);

      const concurrent = newKey();
      const results = await Promise.all(
        Array.from({ length: 5 }, () => createOrder([{ diagram_id: 1003 }], null, concurrent)),
      );
      expect(new Set(results.map((result) => result.body.key)).size).toBe(1);
      expect(results.filter((result) => result.status === 201)).toHaveLength(1);

      const fetched = await call<Order>('GET', `/orders/${first.body.key}/`);
      expect(fetched).toEqual({ status: 200, body: first.body });
    });

    it('pays by card with the built-in provider when Stripe is not configured: no Stripe checkout, no Stripe webhook', async () => {
      const { body: order } = await createOrder([{ diagram_id: 1002 }]);
      expect(order).toMatchObject({ payment_flow: 'card' });
      const hosted = await call('POST', `/orders/${order.key}/checkout/`, { idempotency_key: newKey() });
      expect(hosted).toMatchObject({ status: 409, body: { code: 'card_payment' } });
      const webhook = await fetch(`${strapi.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        body: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } }),
      });
      expect(webhook.status).toBe(404);
      expect((await pay(order.key, GOOD_CARD)).body).toMatchObject({ status: 'PAID' });
    });

    it('answers 404 with `detail` for an unknown order and 400 with field errors for bad customer data', async () => {
      expect(await call('GET', '/orders/not-a-real-key/')).toEqual({
        status: 404,
        body: { detail: 'Order not found' },
      });
      const invalid = await call<{ error: string; errors: { customer: Record<string, string[]> } }>(
        'POST',
        '/orders/',
        {
          idempotency_key: newKey(),
          items: [{ diagram_id: 1000 }],
          customer: { email: 'not-an-email', name: '', country: 'Germany' },
        },
      );
      expect(invalid.status).toBe(400);
      expect(invalid.body.error).toEqual(expect.any(String));
      expect(Object.keys(invalid.body.errors.customer).sort()).toEqual(['country', 'email', 'name']);
    });

    it('refuses a declined card (402), then accepts a good one; invalid numbers are 400', async () => {
      const { body: order } = await createOrder([{ diagram_id: 1004 }]);
      const declined = await pay(order.key, DECLINED_CARD);
      expect(declined).toEqual({ status: 402, body: { error: 'Your card was declined.', code: 'card_declined' } });
      expect((await call<Order>('GET', `/orders/${order.key}/`)).body.status).toBe('CREATED');

      expect((await pay(order.key, '4111 1111 1111 1111')).status).toBe(400);

      const paid = await pay(order.key, GOOD_CARD);
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'PAID', order: { key: order.key, status: 'PAID' } });

      // Paying a PAID order again charges nothing and answers PAID.
      const again = await pay(order.key, DECLINED_CARD);
      expect(again.status).toBe(200);
      expect(again.body.status).toBe('PAID');
    });

    it('records one payment for concurrent and retried requests with the same idempotency key', async () => {
      const { body: order } = await createOrder([{ diagram_id: 1005 }]);
      const idempotencyKey = newKey();
      const declined = await pay(order.key, DECLINED_CARD, idempotencyKey);
      expect(declined.status).toBe(402);
      // The same request again replays the first result without charging.
      expect(await pay(order.key, DECLINED_CARD, idempotencyKey)).toEqual(declined);

      const payKey = newKey();
      const results = await Promise.all(Array.from({ length: 6 }, () => pay(order.key, GOOD_CARD, payKey)));
      expect(results.map((result) => result.status)).toEqual(Array(6).fill(200));

      const payments = await database.query<{ key: string; status: string }>(
        `SELECT p.idempotency_key AS key, p.status AS status FROM payments p
         JOIN payments_order_lnk l ON l.payment_id = p.id JOIN orders o ON o.id = l.order_id WHERE o.key = ?`,
        [order.key],
      );
      expect(payments.sort((a, b) => a.status.localeCompare(b.status))).toEqual([
        { key: idempotencyKey, status: 'DECLINED' },
        { key: payKey, status: 'SUCCEEDED' },
      ]);
    });

    it('refuses an order key reused for another request (409) and never shows the first order', async () => {
      const body = {
        idempotency_key: newKey(),
        items: [{ diagram_id: 1000 }],
        code: 'WELCOME10',
        currency: 'EUR',
        customer,
      };
      const first = await call<Order>('POST', '/orders/', body);
      expect(first.status).toBe(201);
      expect(await call('POST', '/orders/', body)).toEqual({ status: 200, body: first.body });

      for (const other of [
        { ...body, items: [{ diagram_id: 1001 }] },
        { ...body, items: [{ diagram_id: 1000 }, { diagram_id: 1001 }] },
        { ...body, code: null },
        { ...body, currency: 'USD' },
        { ...body, customer: { ...customer, email: 'eve@example.com' } },
        { ...body, customer: { ...customer, name: 'Eve', country: 'FR' } },
      ]) {
        const answer = await call('POST', '/orders/', other);
        expect(answer).toEqual(KEY_REUSED);
        expect(JSON.stringify(answer.body)).not.toContain(first.body.key);
      }

      // Concurrent requests with one key from different customers: one order, every other request refused.
      const shared = newKey();
      const results = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((name) =>
          call<Order>('POST', '/orders/', {
            idempotency_key: shared,
            items: [{ diagram_id: 1003 }],
            customer: { ...customer, email: `${name}@example.com` },
          }),
        ),
      );
      expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const rows = await database.query<{ email: string }>('SELECT email FROM orders WHERE idempotency_key = ?', [
        shared,
      ]);
      expect(rows).toEqual([{ email: results.find((result) => result.status === 201)!.body.email }]);
    });

    it('refuses a payment key reused with another card or for another order (409); the card is stored only hashed', async () => {
      const { body: order } = await createOrder([{ diagram_id: 1006 }]);
      const { body: other } = await createOrder([{ diagram_id: 1007 }]);
      const payKey = newKey();
      expect((await pay(order.key, DECLINED_CARD, payKey)).status).toBe(402);

      expect(await pay(order.key, GOOD_CARD, payKey)).toEqual(KEY_REUSED);
      expect(await pay(other.key, DECLINED_CARD, payKey)).toEqual(KEY_REUSED);
      const otherCardholder = await call('POST', `/orders/${order.key}/pay/`, {
        idempotency_key: payKey,
        card: { ...card(DECLINED_CARD), name: 'Eve' },
      });
      expect(otherCardholder).toEqual(KEY_REUSED);
      expect((await call<Order>('GET', `/orders/${other.key}/`)).body.status).toBe('CREATED');

      const rows = await database.query<Record<string, unknown>>('SELECT * FROM payments WHERE idempotency_key = ?', [
        payKey,
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0].request_fingerprint).toEqual(expect.stringMatching(/^[\w-]{43}$/));
      expect(JSON.stringify(rows)).not.toMatch(/4000\s?0000\s?0000\s?0002|"123"/);
    });
  });

  describe('currency and amounts', () => {
    it("stores and charges a German visitor's order in EUR, at the EUR amounts pricing showed", async () => {
      const items = [
        { diagram_id: 1008, code: 'WELCOME10' },
        { diagram_id: 1009, code: 'WELCOME10' },
      ];
      const shown = (await price(items)).body;
      const shownCents = shown.reduce((sum, line) => sum + cents(eur(line.final_prices)), 0);
      const shownTotal = (shownCents / 100).toFixed(2);
      expect(shownTotal).not.toBe(
        (shown.reduce((sum, line) => sum + cents(usd(line.final_prices)), 0) / 100).toFixed(2),
      );

      const created = await call<Order>('POST', '/orders/', {
        idempotency_key: newKey(),
        items: items.map(({ diagram_id }) => ({ diagram_id })),
        code: 'WELCOME10',
        currency: 'EUR',
        customer: { ...customer, country: 'DE' },
      });
      expect(created.status).toBe(201);
      const order = created.body;
      expect(order.currency).toBe('EUR');
      expect(order.total).toEqual({ currency: 'EUR', amount: shownTotal });
      expect(eur(order.totals.subtotal)).toBe(shownTotal);
      expect(order.lines.map((line) => line.final_prices)).toEqual(shown.map((line) => line.final_prices));
      expect(await database.query('SELECT currency FROM orders WHERE key = ?', [order.key])).toEqual([
        { currency: 'EUR' },
      ]);

      const paid = await pay(order.key, GOOD_CARD);
      expect(paid.status).toBe(200);
      expect(paid.body.order).toMatchObject({ currency: 'EUR', total: { currency: 'EUR', amount: shownTotal } });
      const payments = await database.query<{ currency: string; amount: number | string; status: string }>(
        `SELECT p.currency AS currency, p.amount AS amount, p.status AS status FROM payments p
         JOIN payments_order_lnk l ON l.payment_id = p.id JOIN orders o ON o.id = l.order_id WHERE o.key = ?`,
        [order.key],
      );
      expect(payments.map((payment) => ({ ...payment, amount: Number(payment.amount).toFixed(2) }))).toEqual([
        { currency: 'EUR', amount: shownTotal, status: 'SUCCEEDED' },
      ]);
    });

    it('orders in USD when a line has no price in the requested currency, and without a currency', async () => {
      // The seeded catalogue has no GBP prices.
      for (const currency of ['GBP', undefined]) {
        const { status, body } = await call<Order>('POST', '/orders/', {
          idempotency_key: newKey(),
          items: [{ diagram_id: 1010 }],
          currency,
          customer,
        });
        expect(status).toBe(201);
        expect(body.currency).toBe('USD');
        expect(body.total).toEqual({ currency: 'USD', amount: usd(body.totals.subtotal) });
      }
      const unknown = await call('POST', '/orders/', {
        idempotency_key: newKey(),
        items: [{ diagram_id: 1010 }],
        currency: 'XYZ',
        customer,
      });
      expect(unknown).toEqual({ status: 400, body: { error: 'Unknown currency XYZ' } });
    });

    it('refuses a cart that names a diagram twice (400 duplicate_line), when pricing and when ordering', async () => {
      const duplicate = { status: 400, body: { error: 'Diagram 1001 is in the cart twice.', code: 'duplicate_line' } };
      const items = [{ diagram_id: 1001 }, { diagram_id: 1002 }, { diagram_id: 1001, code: 'WELCOME10' }];
      expect(await price(items)).toEqual(duplicate);
      expect(await createOrder(items)).toEqual(duplicate);
    });
  });

  describe('downloads', () => {
    // First: none of these presentations is built yet, so the first request for each builds it. 1000 and 1001 are
    // left to the test below, which compares a fresh build with its cached copy.
    it('sends every presentation of an 18-diagram order, each asked for twice at once, whole and the same', async () => {
      const ids = Array.from({ length: SEED_DIAGRAMS - 2 }, (_, index) => 1002 + index);
      const { body: order } = await createOrder(ids.map((diagram_id) => ({ diagram_id })));
      expect((await pay(order.key, GOOD_CARD)).status).toBe(200);
      const { body: downloads } = await call<Download[]>('GET', `/orders/${order.key}/downloads/`);
      expect(downloads).toHaveLength(ids.length);

      const fetchFile = async (url: string) => {
        const response = await fetch(localUrl(url));
        return { status: response.status, file: Buffer.from(await response.arrayBuffer()) };
      };
      const answers = await Promise.all(downloads.map(({ url }) => Promise.all([fetchFile(url), fetchFile(url)])));
      for (const [first, second] of answers) {
        expect([first.status, second.status]).toEqual([200, 200]);
        expect(second.file.equals(first.file)).toBe(true);
        const zip = await JSZip.loadAsync(first.file);
        expect(zip.file('ppt/presentation.xml')).not.toBeNull();
      }
    });

    it('refuses the download list of an unpaid order (403)', async () => {
      const { body: order } = await createOrder([{ diagram_id: 1000 }]);
      const { status, body } = await call<{ error: string }>('GET', `/orders/${order.key}/downloads/`);
      expect(status).toBe(403);
      expect(body.error).toEqual(expect.any(String));
    });

    it('serves a signed .pptx with one slide per slide of the diagram; tampered or expired links get 403', async () => {
      const { body: order } = await createOrder([{ diagram_id: 1000 }, { diagram_id: 1001 }], 'WELCOME10');
      expect((await pay(order.key, GOOD_CARD)).status).toBe(200);

      const list = await call<Download[]>('GET', `/orders/${order.key}/downloads/`);
      expect(list.status).toBe(200);
      expect(list.body.map((download) => download.diagram_id)).toEqual([1000, 1001]);
      const [download] = list.body;
      expect(download.url.startsWith('https://shop.example.test/api/website/v1/downloads/1000?')).toBe(true);
      expect(download.file_name).toMatch(/\.pptx$/);
      const ttl = new Date(download.expires_at).getTime() - Date.now();
      expect(ttl).toBeGreaterThan(3500_000);
      expect(ttl).toBeLessThanOrEqual(3600_000);

      const diagram = await fetch(
        `${strapi.url}/api/diagrams?locale=en&filters[legacy_id][$eq]=1000&populate[slides][fields][0]=number`,
      ).then((response) => response.json() as Promise<{ data: { slides: unknown[] }[] }>);
      const slideCount = diagram.data[0].slides.length;
      expect(slideCount).toBeGreaterThan(0);

      const response = await fetch(localUrl(download.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      );
      expect(response.headers.get('content-disposition')).toContain('attachment');
      const file = Buffer.from(await response.arrayBuffer());
      expect(file.subarray(0, 2).toString()).toBe('PK');
      const zip = await JSZip.loadAsync(file);
      const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
      expect(slides).toHaveLength(slideCount);
      expect(Object.keys(zip.files).some((name) => name.startsWith('ppt/media/'))).toBe(true);

      // A second download is served from the cache: same bytes.
      const cached = Buffer.from(await (await fetch(localUrl(download.url))).arrayBuffer());
      expect(cached.equals(file)).toBe(true);

      const url = new URL(localUrl(download.url));
      const refused = { status: 403, body: { error: 'This download link is invalid or has expired.' } };
      const get = async (target: URL) => {
        const answer = await fetch(target);
        return { status: answer.status, body: await answer.json() };
      };

      const tampered = new URL(url);
      tampered.searchParams.set('signature', `${url.searchParams.get('signature')!.slice(0, -2)}xx`);
      expect(await get(tampered)).toEqual(refused);

      const otherDiagram = new URL(url);
      otherDiagram.pathname = otherDiagram.pathname.replace(/1000$/, '1001');
      expect(await get(otherDiagram)).toEqual(refused);

      const later = new URL(url);
      later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
      expect(await get(later)).toEqual(refused);

      // The link is an HMAC-SHA256 of key, diagram id and expiry; correctly signed but expired is refused too.
      const sign = (expiry: number) =>
        crypto.createHmac('sha256', DOWNLOAD_SECRET).update(`${order.key}\n1000\n${expiry}`).digest('base64url');
      expect(sign(Number(url.searchParams.get('expires')))).toBe(url.searchParams.get('signature'));
      const expires = Math.floor(Date.now() / 1000) - 10;
      const signature = sign(expires);
      const expired = new URL(url);
      expired.searchParams.set('expires', String(expires));
      expired.searchParams.set('signature', signature);
      expect(await get(expired)).toEqual(refused);

      // Correctly signed but expiring later than DOWNLOAD_TTL_SECONDS (3600) + 60 s from now: refused, so a leaked
      // secret cannot mint a link that never expires. Within the 60 s of tolerated clock skew it still works.
      const signedFor = (expiry: number) => {
        const link = new URL(url);
        link.searchParams.set('expires', String(expiry));
        link.searchParams.set('signature', sign(expiry));
        return link;
      };
      const now = Math.floor(Date.now() / 1000);
      expect(await get(signedFor(now + 10 * 365 * 86_400))).toEqual(refused);
      expect(await get(signedFor(now + 3600 + 120))).toEqual(refused);
      expect((await fetch(signedFor(now + 3600 + 30))).status).toBe(200);
    });

    it('keeps order keys and link signatures out of the access log', async () => {
      const { body: order } = await createOrder([{ diagram_id: 1002 }]);
      expect((await pay(order.key, GOOD_CARD)).status).toBe(200);
      expect((await call('GET', `/orders/${order.key}/`)).status).toBe(200);
      const { body: downloads } = await call<Download[]>('GET', `/orders/${order.key}/downloads/`);
      const link = new URL(localUrl(downloads[0].url));
      expect((await fetch(link)).status).toBe(200);

      const log = strapi.output();
      expect(log).toContain('GET /api/website/v1/orders/[redacted]/downloads/');
      expect(log).toContain(`GET /api/website/v1/downloads/${downloads[0].diagram_id}?order=[redacted]&expires=`);
      expect(log).not.toContain(order.key);
      expect(log).not.toContain(link.searchParams.get('signature'));
    });
  });
}
