import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import JSZip from 'jszip';
import { Client } from 'pg';
import { startStrapi, type StrapiProcess } from './support/strapi-process';

/** Shop endpoints against a real `strapi start` on a seeded SQLite database. */
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
type Order = { key: string; status: string; email: string; lines: Line[]; totals: Record<string, Money[]> };
type Download = { diagram_id: number; title: string; file_name: string; url: string; expires_at: string };

/** Direct read access to the database of the Strapi process under test (placeholders: `?`). */
interface TestDatabase {
  env: Record<string, string>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  cleanup(): Promise<void>;
}

/** better-sqlite3 is a backend dependency (no bundled types). */
type Sqlite = { prepare(sql: string): { all(...params: unknown[]): unknown[] }; close(): void };
// eslint-disable-next-line @typescript-eslint/no-require-imports
const openSqlite = (file: string): Sqlite => new (require('better-sqlite3'))(file, { readonly: true });

function sqliteDatabase(): TestDatabase {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-shop-'));
  const file = path.join(directory, 'data.db');
  return {
    env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file },
    async query<T>(sql: string, params: unknown[] = []) {
      const db = openSqlite(file);
      try {
        return db.prepare(sql).all(...params) as T[];
      } finally {
        db.close();
      }
    },
    async cleanup() {
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

function postgresDatabase(url: string): TestDatabase {
  const schema = `backend_shop_test_${process.pid}_${Date.now()}`;
  const client = new Client({ connectionString: url });
  const connected = client.connect().then(() => client.query(`CREATE SCHEMA "${schema}"`));
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url, DATABASE_SCHEMA: schema },
    async query<T>(sql: string, params: unknown[] = []) {
      await connected;
      let index = 0;
      const text = sql.replace(/\?/g, () => `$${++index}`).replace(/\b(special_offers\w*|diagrams|payments\w*|orders)\b/g, `"${schema}".$1`);
      return (await client.query(text, params)).rows as T[];
    },
    async cleanup() {
      await connected.catch(() => undefined);
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
      await client.end();
    },
  };
}

const usd = (money: Money[]) => money.find((entry) => entry.currency === 'USD')!.amount;
const customer = { email: 'ada@example.com', name: 'Ada Lovelace', country: 'GB' };
const card = (number: string) => ({ number, exp_month: 12, exp_year: 2040, cvc: '123', name: 'Ada Lovelace' });
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

describe('shop API (SQLite, seeded)', () => shopSuite(sqliteDatabase));

const postgresUrl = process.env.DATABASE_TEST_URL;
(postgresUrl ? describe : describe.skip)('shop API (PostgreSQL, seeded)', () =>
  shopSuite(() => postgresDatabase(postgresUrl as string)),
);

function shopSuite(openDatabase: () => TestDatabase): void {
  let database: TestDatabase;
  let strapi: StrapiProcess;
  let offers: { legacy_id: number; diagram: number; qualified: number[] }[];

  const call = async <T = unknown>(method: string, route: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${strapi.url}/api/website/v1${route}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
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
      else offers.push({ legacy_id: Number(row.legacy_id), diagram: Number(row.diagram), qualified: [Number(row.qualified)] });
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
      const { status, body } = await price([{ diagram_id: 1000, license_id: 1, code: null }, { diagram_id: 1001, license_id: 1 }]);
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

    it('answers 400 with `error` for an unknown diagram', async () => {
      const { status, body } = await price([{ diagram_id: 1000 }, { diagram_id: 999999 }]);
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'Unknown diagram 999999' });
    });

    it('ignores prices sent in the request', async () => {
      const reference = await price([{ diagram_id: 1000 }]);
      const tampered = await price([
        { diagram_id: 1000, price: 0.01, prices: [{ currency: 'USD', amount: '0.01' }], final_prices: [{ currency: 'USD', amount: '0.01' }], discounts: [{ currency: 'USD', amount: '99' }] },
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

      const again = await createOrder([{ diagram_id: 1002 }], null, idempotencyKey);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);

      const concurrent = newKey();
      const results = await Promise.all(Array.from({ length: 5 }, () => createOrder([{ diagram_id: 1003 }], null, concurrent)));
      expect(new Set(results.map((result) => result.body.key)).size).toBe(1);
      expect(results.filter((result) => result.status === 201)).toHaveLength(1);

      const fetched = await call<Order>('GET', `/orders/${first.body.key}/`);
      expect(fetched).toEqual({ status: 200, body: first.body });
    });

    it('answers 404 with `detail` for an unknown order and 400 with field errors for bad customer data', async () => {
      expect(await call('GET', '/orders/not-a-real-key/')).toEqual({ status: 404, body: { detail: 'Order not found' } });
      const invalid = await call<{ error: string; errors: { customer: Record<string, string[]> } }>('POST', '/orders/', {
        idempotency_key: newKey(),
        items: [{ diagram_id: 1000 }],
        customer: { email: 'not-an-email', name: '', country: 'Germany' },
      });
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
      // The same key replays the first result, even with another card.
      expect((await pay(order.key, GOOD_CARD, idempotencyKey)).status).toBe(402);

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
  });

  describe('downloads', () => {
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
      expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
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
    });
  });
}
