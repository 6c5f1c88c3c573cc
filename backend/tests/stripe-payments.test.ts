import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { stripeClient } from '../src/payments/stripe/client';
import { type PlanPrice, planLookupKey, planStripePrice } from '../src/payments/stripe/plan-prices';
import { verifiedEvent } from '../src/payments/stripe/webhook-events';
import { type StripeStandIn, startStripeStandIn } from './support/stripe-stand-in';

/*
 * The shop's Stripe calls through the real `stripe` SDK, against the stand-in the tests start
 * (scripts/lib/stripe-stand-in.mjs: Stripe's API subset, its hosted pages and its signed webhooks).
 */
const WEBHOOK_SECRET = 'whsec_backend_tests';

let standIn: StripeStandIn;
let endpoint: http.Server;
const deliveries: { body: Buffer; signature: string | undefined }[] = [];

beforeAll(async () => {
  // The shop's webhook endpoint as the stand-in reaches it: the raw bytes and the signature header, as they came.
  endpoint = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ body: Buffer.concat(chunks), signature: request.headers['stripe-signature'] as string });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const { port } = endpoint.address() as AddressInfo;
  standIn = await startStripeStandIn(WEBHOOK_SECRET, `http://127.0.0.1:${port}/`);
});

afterAll(async () => {
  standIn.stop();
  endpoint.closeAllConnections();
  await new Promise((resolve) => endpoint.close(resolve));
});

const stripe = () => stripeClient({ secretKey: 'sk_test_backend', apiUrl: standIn.url });

describe("a plan's Stripe price", () => {
  const plan: PlanPrice = { legacyId: 3, name: 'Pro yearly', currency: 'EUR', amountCents: 19_900, months: 12 };

  it('is made once, on first use, and found again by its lookup key: never a duplicate in Stripe', async () => {
    const [first, second] = await Promise.all([planStripePrice(stripe(), plan), planStripePrice(stripe(), plan)]);
    expect(second).toBe(first);
    expect(await planStripePrice(stripe(), plan)).toBe(first);
    const { data } = await stripe().prices.list({ lookup_keys: [planLookupKey(plan)] });
    expect(data.map((price) => price.id)).toEqual([first]);
    expect(data[0]).toMatchObject({
      currency: 'eur',
      unit_amount: 19_900,
      recurring: { interval: 'month', interval_count: 12 },
    });
  });

  it('is another one once the plan costs something else, and the first price stays for its subscribers', async () => {
    const before = await planStripePrice(stripe(), { ...plan, legacyId: 4 });
    const after = await planStripePrice(stripe(), { ...plan, legacyId: 4, amountCents: 17_900 });
    expect(after).not.toBe(before);
    expect((await stripe().prices.retrieve(before)).unit_amount).toBe(19_900);
  });
});

describe('a webhook from Stripe', () => {
  it('is taken when Stripe signed exactly its bytes; refused altered, forged, unsigned or over 5 minutes old', async () => {
    const session = await stripe().checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          { price_data: { currency: 'eur', unit_amount: 4350, product_data: { name: 'Pyramide' } }, quantity: 1 },
        ],
        customer_email: 'acheteur@example.com',
        locale: 'fr',
        client_reference_id: 'order-ref',
        success_url: 'http://localhost:3000/fr/checkout/download/key/?session={CHECKOUT_SESSION_ID}',
        cancel_url: 'http://localhost:3000/fr/checkout/payment/',
      },
      { idempotencyKey: 'order-ref:1' },
    );
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 4350, currency: 'eur' });
    await standIn.control('POST', `checkout/sessions/${session.id}/pay`);

    const delivery = deliveries.find(({ body }) => body.includes(session.id));
    expect(delivery).toBeDefined();
    const { body, signature } = delivery!;
    const event = verifiedEvent(stripe(), body, signature, WEBHOOK_SECRET);
    expect(event?.type).toBe('checkout.session.completed');
    expect(event?.data.object).toMatchObject({
      id: session.id,
      payment_status: 'paid',
      client_reference_id: 'order-ref',
    });

    const altered = Buffer.from(body.toString().replace('"amount_total":4350', '"amount_total":1'));
    expect(verifiedEvent(stripe(), altered, signature, WEBHOOK_SECRET)).toBeNull();
    expect(verifiedEvent(stripe(), body, signature, 'whsec_someone_else')).toBeNull();
    expect(verifiedEvent(stripe(), body, undefined, WEBHOOK_SECRET)).toBeNull();
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: body.toString(),
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect(verifiedEvent(stripe(), body, stale, WEBHOOK_SECRET)).toBeNull();
  });
});
