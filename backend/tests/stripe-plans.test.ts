import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register, startAccountsBackend, uniqueEmail } from './support/accounts';
import { creditsClient, diagramsCosting, GOOD_CARD, newKey, type SubscriptionView } from './support/credits';
import { mailsArriving } from './support/mail';
import type { StrapiProcess } from './support/strapi-process';
import { type StripeStandIn, startStripeStandIn } from './support/stripe-stand-in';

/*
 * Plans paid through Stripe Checkout in subscription mode (issue 31), against a real `strapi start` with
 * PAYMENT_PROVIDER=stripe and the stand-in of Stripe: Stripe charges each period, its webhooks grant the credits.
 */
const WEBHOOK_SECRET = 'whsec_stripe_plans_tests';
const WEB_URL = 'https://shop.example.test';

let standIn: StripeStandIn;
let strapi: StrapiProcess;
let api: ReturnType<typeof creditsClient>;
const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'stripe-plans-outbox-'));

type Checkout = { status: string; url: string | null };
type Sub = { id: string; customer: string; status: string; cancel_at_period_end: boolean; latest_invoice: string };

beforeAll(async () => {
  standIn = await startStripeStandIn(WEBHOOK_SECRET);
  strapi = await startAccountsBackend({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_plans',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
    WEB_URL,
    MAIL_OUTBOX: outbox,
  });
  api = creditsClient(strapi.url);
  await standIn.control('POST', 'webhook', { url: `${strapi.url}/api/stripe/webhook` });
});

afterAll(async () => {
  await strapi?.stop();
  standIn?.stop();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const stripeApi = async <T>(route: string) =>
  (await (
    await fetch(`${standIn.url}/v1/${route}`, { headers: { authorization: 'Bearer sk_test_plans' } })
  ).json()) as T;
const view = async (jwt: string, id: string) =>
  (await api.call<SubscriptionView & { billing_portal: boolean }>('GET', `subscriptions/${id}/`, { jwt })).body;
const checkout = (jwt: string, id: string, idempotencyKey = newKey()) =>
  api.call<Checkout>('POST', `subscriptions/${id}/checkout/`, {
    jwt,
    body: { idempotency_key: idempotencyKey },
    headers: { 'x-shop-locale': 'de' },
  });

/** An account with a pending subscription to plan 2 in euros, paid on Stripe's page: its Stripe subscription. */
async function subscribedThroughStripe() {
  const email = uniqueEmail('stripe-plan');
  const { jwt } = await register(strapi.url, email, { locale: 'de' });
  const created = await api.subscribe(jwt, 2, 'EUR');
  expect(created.status).toBe(201);
  const { body } = await checkout(jwt, created.body.id);
  const sessionId = new URL(body.url!).pathname.split('/').pop()!;
  await standIn.control('POST', `checkout/sessions/${sessionId}/pay`);
  const session = await stripeApi<{ subscription: string }>(`checkout/sessions/${sessionId}`);
  return { jwt, email, id: created.body.id, amount: created.body.amount, stripeSubscription: session.subscription };
}

describe('a plan paid through Stripe Checkout', () => {
  it("is a Stripe subscription at the plan's price, active with its credits once Stripe says the invoice is paid", async () => {
    const email = uniqueEmail('stripe-plan');
    const { jwt } = await register(strapi.url, email, { locale: 'de' });
    const created = await api.subscribe(jwt, 2, 'EUR');
    expect(created.body).toMatchObject({ status: 'pending', payment_flow: 'hosted' });
    const byCard = await api.pay(jwt, created.body.id, GOOD_CARD);
    expect(byCard).toMatchObject({ status: 409, body: { code: 'hosted_payment' } });

    const attempt = newKey();
    const first = await checkout(jwt, created.body.id, attempt);
    expect(first).toMatchObject({ status: 200, body: { status: 'pending' } });
    expect((await checkout(jwt, created.body.id, attempt)).body.url).toBe(first.body.url);
    const sessionId = new URL(first.body.url!).pathname.split('/').pop()!;
    const session = await stripeApi<Record<string, unknown>>(`checkout/sessions/${sessionId}`);
    expect(session).toMatchObject({
      mode: 'subscription',
      currency: 'eur',
      amount_total: Math.round(Number(created.body.amount) * 100),
      customer_email: email,
      locale: 'de',
      client_reference_id: created.body.id,
      success_url: `${WEB_URL}/de/checkout/plan/welcome/?paying=1`,
    });
    expect(await view(jwt, created.body.id)).toMatchObject({ status: 'pending' });
    expect((await api.credits(jwt)).balance).toBe(0);

    await standIn.control('POST', `checkout/sessions/${sessionId}/pay`);
    expect(await view(jwt, created.body.id)).toMatchObject({ status: 'active', billing_portal: true });
    expect((await api.credits(jwt)).balance).toBe(35);
    // The same price serves the next subscriber: found by its lookup key, never a second one.
    const prices = await stripeApi<{ data: unknown[] }>('prices?active=true');
    const again = await subscribedThroughStripe();
    expect((await stripeApi<{ data: unknown[] }>('prices?active=true')).data).toHaveLength(prices.data.length);
    expect(await view(again.jwt, again.id)).toMatchObject({ status: 'active' });
  });

  it("grants a renewal's credits once per invoice, even delivered twice", async () => {
    const { jwt, id, stripeSubscription } = await subscribedThroughStripe();
    await standIn.control('POST', 'delivery', { mode: 'twice' });
    await standIn.control('POST', `subscriptions/${stripeSubscription}/renew`, { outcome: 'paid' });
    await standIn.control('POST', 'delivery', { mode: 'now' });
    expect((await api.credits(jwt)).balance).toBe(70);
    expect(await view(jwt, id)).toMatchObject({ status: 'active' });
  });

  it('is past due after a failed renewal, with a mail and the billing portal, and active again once paid there', async () => {
    const { jwt, email, id, stripeSubscription } = await subscribedThroughStripe();
    await standIn.control('POST', `subscriptions/${stripeSubscription}/renew`, { outcome: 'failed' });
    expect(await view(jwt, id)).toMatchObject({ status: 'past_due' });
    const mails = await mailsArriving(outbox, email, 2);
    const pastDue = mails.filter((mail) => /nicht verlängern/.test(mail.subject ?? ''));
    expect(pastDue).toHaveLength(1);
    // No card of the shop's to name: the payment provider retries, the account pays or changes the card.
    expect(pastDue[0].text).toContain('Die Zahlung von');
    expect(pastDue[0].text).toContain('Zahlungsdienstleister');

    const portal = await api.call<{ url: string }>('POST', `subscriptions/${id}/billing-portal/`, {
      jwt,
      headers: { 'x-shop-locale': 'de' },
    });
    expect(portal.status).toBe(200);
    const page = await fetch(portal.body.url);
    expect(await page.text()).toContain('Zahlung fällig');
    const paid = await fetch(portal.body.url, {
      method: 'POST',
      body: new URLSearchParams({ card: GOOD_CARD }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(await view(jwt, id)).toMatchObject({ status: 'active' });
    expect((await api.credits(jwt)).balance).toBe(70);
  });

  it('cancelled in the account: Stripe stops at the end of the period, and its end ends nothing more', async () => {
    const { jwt, id, stripeSubscription } = await subscribedThroughStripe();
    expect((await api.cancel(jwt, id)).body).toMatchObject({ status: 'cancelled' });
    expect(await stripeApi<Sub>(`subscriptions/${stripeSubscription}`)).toMatchObject({ cancel_at_period_end: true });
    await standIn.control('POST', `subscriptions/${stripeSubscription}/end`);
    expect(await view(jwt, id)).toMatchObject({ status: 'cancelled' });
    // Its credits stay until they expire.
    expect((await api.credits(jwt)).balance).toBe(35);
  });

  it("takes back a refunded period's unspent credits through the ledger; spent ones stay spent", async () => {
    const { jwt, stripeSubscription } = await subscribedThroughStripe();
    const [diagram] = await diagramsCosting(strapi.url, 1);
    expect((await api.spend(jwt, diagram)).status).toBe(200);
    expect((await api.credits(jwt)).balance).toBe(34);
    const { latest_invoice } = await stripeApi<Sub>(`subscriptions/${stripeSubscription}`);
    const payments = await stripeApi<{ data: { payment: { payment_intent: string } }[] }>(
      `invoice_payments?invoice=${latest_invoice}`,
    );
    await standIn.control('POST', 'delivery', { mode: 'twice' });
    await standIn.control('POST', `payment_intents/${payments.data[0].payment.payment_intent}/refund`);
    await standIn.control('POST', 'delivery', { mode: 'now' });
    const credits = await api.credits(jwt);
    expect(credits.balance).toBe(0);
    expect(credits.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['refund', -34],
      ['spend', -1],
      ['grant', 35],
    ]);
  });

  it('ends when Stripe ends it (cancelled in the dashboard)', async () => {
    const { jwt, id, stripeSubscription } = await subscribedThroughStripe();
    await standIn.control('POST', `subscriptions/${stripeSubscription}/end`);
    expect(await view(jwt, id)).toMatchObject({ status: 'cancelled' });
  });
});
