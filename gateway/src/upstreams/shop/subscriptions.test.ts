import { scriptedShop } from './__fixtures__/scripted-shop';
import { fetchCredits, fetchLibrary } from './credits';
import { ShopError } from './errors';
import {
  createSubscription,
  fetchSubscription,
  openBillingPortal,
  paySubscription,
  startPlanCheckout,
} from './subscriptions';

const VIEW = {
  id: 'q2w3e4r5t6y7u8i9o0p1a2s3',
  status: 'past_due',
  plan: { legacy_id: 2, name: 'Pro mensal' },
  currency: 'EUR',
  amount: '35.88',
  credits: 30,
  bonus: 5,
  payment_cycle_months: 1,
  credits_expiration_days: 90,
  current_period_end: '2026-12-23T10:00:00.000Z',
  next_renewal_at: '2026-12-23T10:00:00.000Z',
  cancelled_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
  card_last4: '0341',
};

const CARD = { number: '4000000000000002', expMonth: 12, expYear: 2040, cvc: '123', name: 'Ada' };

describe('subscriptions over the shop API', () => {
  it('creates one with the plan id, the currency and the key, and reads the view as the domain has it', async () => {
    const { shop, calls } = scriptedShop([{ status: 201, body: VIEW }]);
    const subscription = await createSubscription(shop, { planId: 2, currency: 'EUR', idempotencyKey: 'k' });
    expect(calls).toEqual([
      {
        method: 'POST',
        url: 'http://shop.test/api/website/v1/subscriptions/',
        body: { plan_id: 2, currency: 'EUR', idempotency_key: 'k' },
      },
    ]);
    expect(subscription).toEqual({
      id: VIEW.id,
      status: 'PAST_DUE',
      planLegacyId: 2,
      planName: 'Pro mensal',
      price: { currency: 'EUR', amount: '35.88' },
      credits: 30,
      bonus: 5,
      paymentCycleMonths: 1,
      creditsExpirationDays: 90,
      currentPeriodEnd: new Date(VIEW.current_period_end),
      nextRenewalAt: new Date(VIEW.next_renewal_at),
      cancelledAt: null,
      createdAt: new Date(VIEW.created_at),
      cardLast4: '0341',
      paymentFlow: null,
      billingPortal: false,
    });
  });

  it("reads how a subscription is paid, and starts paying on the provider's page or opens its billing portal", async () => {
    const { shop, calls } = scriptedShop([
      { status: 200, body: { ...VIEW, payment_flow: 'hosted', billing_portal: true } },
      { status: 200, body: { status: 'pending', url: 'https://checkout.stripe.test/pay/cs_1' } },
      { status: 200, body: { status: 'active', url: null } },
      { status: 200, body: { url: 'https://billing.stripe.test/p/1' } },
    ]);
    expect(await fetchSubscription(shop, VIEW.id)).toMatchObject({ paymentFlow: 'HOSTED', billingPortal: true });
    expect(await startPlanCheckout(shop, VIEW.id, 'key', 'pt')).toEqual({
      status: 'PENDING',
      url: 'https://checkout.stripe.test/pay/cs_1',
    });
    expect(await startPlanCheckout(shop, VIEW.id, 'key', 'pt')).toEqual({ status: 'ACTIVE', url: null });
    expect(await openBillingPortal(shop, VIEW.id, 'pt')).toBe('https://billing.stripe.test/p/1');
    expect(calls.slice(1).map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', `http://shop.test/api/website/v1/subscriptions/${VIEW.id}/checkout/`, { idempotency_key: 'key' }],
      ['POST', `http://shop.test/api/website/v1/subscriptions/${VIEW.id}/checkout/`, { idempotency_key: 'key' }],
      ['POST', `http://shop.test/api/website/v1/subscriptions/${VIEW.id}/billing-portal/`, {}],
    ]);
  });

  it('answers a declined card (402) as declined with the shop message and the subscription as it stays', async () => {
    const { shop, calls } = scriptedShop([
      { status: 402, body: { code: 'card_declined', error: 'Your card was declined.' } },
      { status: 200, body: { ...VIEW, status: 'pending', card_last4: null } },
    ]);
    const payment = await paySubscription(shop, VIEW.id, 'key', CARD);
    expect(payment).toMatchObject({ declined: true, message: 'Your card was declined.', granted: 0 });
    expect(payment.subscription.status).toBe('PENDING');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST http://shop.test/api/website/v1/subscriptions/${VIEW.id}/pay/`,
      `GET http://shop.test/api/website/v1/subscriptions/${VIEW.id}/`,
    ]);
    expect(calls[0].body).toEqual({
      idempotency_key: 'key',
      card: { number: CARD.number, exp_month: 12, exp_year: 2040, cvc: '123', name: 'Ada' },
    });
  });

  it('lets any other refusal through as the shop error (e.g. 409 subscription_not_payable)', async () => {
    const { shop } = scriptedShop([{ status: 409, body: { code: 'subscription_not_payable', error: 'Cancelled.' } }]);
    await expect(paySubscription(shop, VIEW.id, 'key', CARD)).rejects.toMatchObject({
      status: 409,
      code: 'subscription_not_payable',
    });
  });

  it("reads someone else's or an unknown subscription (404) as null", async () => {
    const { shop } = scriptedShop([{ status: 404, body: { code: 'not_found', error: 'Not found' } }]);
    expect(await fetchSubscription(shop, VIEW.id)).toBeNull();
    const failing = scriptedShop([
      { status: 500, body: { error: 'boom' } },
      { status: 500, body: { error: 'boom' } },
    ]);
    await expect(fetchSubscription(failing.shop, VIEW.id)).rejects.toBeInstanceOf(ShopError);
  });
});

describe('credits over the shop API', () => {
  it('reads the balance, the soonest expiry and the ledger with kinds in upper case', async () => {
    const { shop } = scriptedShop([
      {
        status: 200,
        body: {
          balance: 9,
          next_expiry: { amount: 9, expires_at: '2027-02-21T10:00:00.000Z' },
          entries: [
            {
              id: 2,
              kind: 'spend',
              amount: -1,
              created_at: '2026-11-23T11:00:00.000Z',
              diagram_id: 1004,
              title: 'Ciclo',
            },
            {
              id: 1,
              kind: 'grant',
              amount: 10,
              created_at: '2026-11-23T10:00:00.000Z',
              expires_at: '2027-02-21T10:00:00.000Z',
            },
          ],
        },
      },
    ]);
    const credits = await fetchCredits(shop);
    expect(credits.nextExpiry).toEqual({ amount: 9, expiresAt: new Date('2027-02-21T10:00:00.000Z') });
    expect(credits.entries).toEqual([
      {
        id: '2',
        kind: 'SPEND',
        amount: -1,
        createdAt: new Date('2026-11-23T11:00:00.000Z'),
        expiresAt: null,
        diagramId: 1004,
        title: 'Ciclo',
      },
      {
        id: '1',
        kind: 'GRANT',
        amount: 10,
        createdAt: new Date('2026-11-23T10:00:00.000Z'),
        expiresAt: new Date('2027-02-21T10:00:00.000Z'),
        diagramId: null,
        title: null,
      },
    ]);
  });

  it("names the library's sources as the schema does: an order is a PURCHASE", async () => {
    const download = {
      diagram_id: 1004,
      title: 'Ciclo',
      file_name: 'ciclo.pptx',
      url: '/api/x',
      expires_at: '2026-11-24T10:00:00.000Z',
    };
    const { shop } = scriptedShop([
      {
        status: 200,
        body: {
          items: [
            {
              diagram_id: 1004,
              title: 'Ciclo',
              obtained_at: '2026-11-23T10:00:00.000Z',
              source: 'order',
              order_key: 'k'.repeat(32),
              download,
            },
            {
              diagram_id: 1005,
              title: 'Mapa',
              obtained_at: '2026-11-22T10:00:00.000Z',
              source: 'credits',
              order_key: null,
              download,
            },
          ],
        },
      },
    ]);
    const items = await fetchLibrary(shop);
    expect(items.map((item) => [item.source, item.orderKey])).toEqual([
      ['PURCHASE', 'k'.repeat(32)],
      ['CREDITS', null],
    ]);
    expect(items[0].download).toMatchObject({ diagramId: 1004, fileName: 'ciclo.pptx' });
  });
});
