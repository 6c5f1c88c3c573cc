import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { stripeClient } from '../src/payments/stripe/client';
import { sqliteDatabase, type TestDatabase } from './support/databases';
import { asGateway } from './support/gateway';
import { mailsArriving } from './support/mail';
import { deployedSettings, startStrapi, type StrapiProcess } from './support/strapi-process';
import { type StripeStandIn, startStripeStandIn } from './support/stripe-stand-in';

/*
 * Orders paid on Stripe's page (issue 31) against a real `strapi start` with PAYMENT_PROVIDER=stripe, the stand-in
 * of Stripe as its API, and the stand-in's signed webhooks posted to the backend's /api/stripe/webhook.
 */
const WEBHOOK_SECRET = 'whsec_stripe_orders_tests';
const WEB_URL = 'https://shop.example.test';

type Money = { currency: string; amount: string };
type Order = { key: string; status: string; total: Money; payment_flow: string; lines: { title: string }[] };
type Checkout = { status: string; url: string | null };

let standIn: StripeStandIn;
let strapi: StrapiProcess;
let database: TestDatabase;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'stripe-orders-outbox-'));
const stripe = () => stripeClient({ secretKey: 'sk_test_orders', apiUrl: standIn.url });

async function call<T>(method: string, route: string, body?: unknown, locale = 'fr') {
  const response = await fetch(`${strapi.url}/api/website/v1${route}`, {
    method,
    headers: { ...asGateway(), 'x-shop-locale': locale, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const newKey = () => crypto.randomBytes(24).toString('base64url');
let buyers = 0;
/** A new order of two diagrams in euros, by a buyer of its own (their mails are theirs alone). */
async function newOrder(code: string | null = null) {
  const email = `acheteur${++buyers}@example.com`;
  const { status, body } = await call<Order>('POST', '/orders/', {
    idempotency_key: newKey(),
    code,
    items: [
      { diagram_id: 1000, license_id: 1 },
      { diagram_id: 1001, license_id: 1 },
    ],
    currency: 'EUR',
    customer: { email, name: 'Ada Lovelace', country: 'FR' },
  });
  expect(status).toBe(201);
  return { order: body, email };
}
const checkout = (key: string, idempotencyKey = newKey()) =>
  call<Checkout>('POST', `/orders/${encodeURIComponent(key)}/checkout/`, { idempotency_key: idempotencyKey });
const statusOf = async (key: string) => (await call<Order>('GET', `/orders/${key}/`)).body.status;
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const cents = (money: Money) => Math.round(Number(money.amount) * 100);
const postEvent = (body: string, secret = WEBHOOK_SECRET) =>
  fetch(`${strapi.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
    },
    body,
  });

async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not within the time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Pays an order on the stand-in's side, as the hosted page does, and answers the session's id. */
async function payOnStripe(key: string) {
  const { body } = await checkout(key);
  const id = sessionIdOf(body.url!);
  await standIn.control('POST', `checkout/sessions/${id}/pay`);
  return id;
}

beforeAll(async () => {
  standIn = await startStripeStandIn(WEBHOOK_SECRET);
  database = sqliteDatabase();
  strapi = await startStrapi({
    ...deployedSettings(),
    ...database.env,
    SEED_DIAGRAMS: '20',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_orders',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    // A code changed in the database applies at once.
    SHOP_PRICE_CACHE_SECONDS: '0',
    WEB_URL,
    MAIL_OUTBOX: outbox,
  });
  await standIn.control('POST', 'webhook', { url: `${strapi.url}/api/stripe/webhook` });
});

afterEach(() => standIn.control('POST', 'delivery', { mode: 'now' }));

afterAll(async () => {
  await strapi?.stop();
  standIn?.stop();
  await database?.cleanup();
  fs.rmSync(outbox, { recursive: true, force: true });
});

describe('an order paid through Stripe Checkout', () => {
  it("takes no card number: the order is paid on Stripe's page, for its lines and total, in the visitor's language", async () => {
    const { order, email } = await newOrder();
    expect(order.payment_flow).toBe('hosted');
    const card = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'Ada' };
    const refused = await call('POST', `/orders/${order.key}/pay/`, { idempotency_key: newKey(), card });
    expect(refused).toMatchObject({ status: 409, body: { code: 'hosted_payment' } });

    const attempt = newKey();
    const first = await checkout(order.key, attempt);
    expect(first).toMatchObject({ status: 200, body: { status: 'CREATED' } });
    // A retried click (same key) is the same session: no second one to pay.
    expect((await checkout(order.key, attempt)).body.url).toBe(first.body.url);

    const session = await stripe().checkout.sessions.retrieve(sessionIdOf(first.body.url!), {
      expand: ['line_items'],
    });
    expect(session).toMatchObject({
      mode: 'payment',
      currency: 'eur',
      amount_total: cents(order.total),
      customer_email: email,
      locale: 'fr',
      success_url: `${WEB_URL}/fr/checkout/download/${order.key}/?paying=1`,
      cancel_url: `${WEB_URL}/fr/checkout/payment/`,
    });
    // Its reference with Stripe is not the order's key (the secret of its downloads).
    expect(session.client_reference_id).toMatch(/^\w{20,}$/);
    expect(session.client_reference_id).not.toBe(order.key);
    expect(await statusOf(order.key)).toBe('CREATED');

    await standIn.control('POST', `checkout/sessions/${session.id}/pay`);
    expect(await statusOf(order.key)).toBe('PAID');
    // The receipt goes out though the visitor never came back (a closed tab), in the order's language.
    const [receipt] = await mailsArriving(outbox, email);
    expect(receipt.subject).toMatch(/commande|reçu/i);
    const downloads = await call<{ title: string }[]>('GET', `/orders/${order.key}/downloads/`);
    expect(downloads.status).toBe(200);
    // Stripe's page listed the lines as the files are titled: in the visitor's language.
    expect(session.line_items?.data.map((line) => line.description)).toEqual(downloads.body.map((file) => file.title));
    expect(await checkout(order.key)).toMatchObject({ status: 200, body: { status: 'PAID', url: null } });
  });

  it('is paid once when its webhook comes twice, late, or again later: one payment, one receipt', async () => {
    const twice = await newOrder();
    await standIn.control('POST', 'delivery', { mode: 'twice' });
    await payOnStripe(twice.order.key);
    expect(await statusOf(twice.order.key)).toBe('PAID');

    const late = await newOrder();
    await standIn.control('POST', 'delivery', { mode: 'late', delayMs: 1500 });
    await payOnStripe(late.order.key);
    // Back from Stripe before the webhook: not paid yet, and not an error.
    expect(await statusOf(late.order.key)).toBe('CREATED');
    await eventually(async () => (await statusOf(late.order.key)) === 'PAID');

    // The same event delivered again a while later, signed anew.
    const { events } = await standIn.control<{ events: { type: string }[] }>('GET', 'events');
    const completed = events.filter((event) => event.type === 'checkout.session.completed').at(-1);
    expect((await postEvent(JSON.stringify(completed))).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const { email } of [twice, late]) expect(await mailsArriving(outbox, email, 2, 500)).toHaveLength(1);
    const payments = await database.query<{ n: number }>(
      'SELECT COUNT(*) AS n FROM payments WHERE reference IN (SELECT payment_reference FROM orders WHERE "key" IN (?, ?))',
      [twice.order.key, late.order.key],
    );
    expect(Number(payments[0].n)).toBe(2);
  });

  it('changes nothing for a forged event, or a signed one whose session Stripe does not say is paid', async () => {
    const { order } = await newOrder();
    const { body } = await checkout(order.key);
    const session = await stripe().checkout.sessions.retrieve(sessionIdOf(body.url!));
    const claim = JSON.stringify({
      id: `evt_forged_${newKey()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { ...session, status: 'complete', payment_status: 'paid' } },
    });
    const forged = await postEvent(claim, 'whsec_not_the_shops');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'invalid_signature' });
    // Signed right, but Stripe's API says the session is unpaid: the shop believes the API.
    expect((await postEvent(claim)).status).toBe(200);
    expect(await statusOf(order.key)).toBe('CREATED');
  });

  it('stays unpaid when Stripe charged another amount than the order costs, and says so in the log', async () => {
    const { order } = await newOrder();
    const { body } = await checkout(order.key);
    const id = sessionIdOf(body.url!);
    await standIn.control('POST', `checkout/sessions/${id}/amount`, { amount_total: 1 });
    await standIn.control('POST', `checkout/sessions/${id}/pay`);
    expect(await statusOf(order.key)).toBe('CREATED');
    expect(strapi.output()).toContain(`checkout session ${id} paid 1 eur`);
  });

  it('is paid at once when a code leaves nothing to pay: no Stripe page, the receipt all the same', async () => {
    await database.query("UPDATE discount_codes SET percent_off = 100 WHERE code = 'WELCOME10' RETURNING id");
    const { order, email } = await newOrder('WELCOME10');
    expect(order.total.amount).toBe('0.00');
    expect(await checkout(order.key)).toMatchObject({ status: 200, body: { status: 'PAID', url: null } });
    expect(await statusOf(order.key)).toBe('PAID');
    expect(await mailsArriving(outbox, email)).toHaveLength(1);
    await database.query("UPDATE discount_codes SET percent_off = 10 WHERE code = 'WELCOME10' RETURNING id");
  });

  it('is refunded by a full refund from Stripe: its download links stop working', async () => {
    const { order } = await newOrder();
    const id = await payOnStripe(order.key);
    const links = await call<{ url: string }[]>('GET', `/orders/${order.key}/downloads/`);
    expect(links.status).toBe(200);
    const { payment_intent } = await stripe().checkout.sessions.retrieve(id);
    await standIn.control('POST', `payment_intents/${payment_intent}/refund`);
    expect(await statusOf(order.key)).toBe('REFUNDED');
    expect((await call('GET', `/orders/${order.key}/downloads/`)).status).toBe(403);
    const link = new URL(links.body[0].url);
    expect((await fetch(`${strapi.url}${link.pathname}${link.search}`)).status).not.toBe(200);
  });
});
