import {
  WEB_PROXY_SECRET,
  dataOf,
  expiredToken,
  refusalOf,
  registerThrough,
  uniqueEmail,
  visitor,
} from './support/accounts';
import { type TestGateway, startGateway } from './support/gateway';
import { counterTotal } from './support/metrics';
import {
  DECLINED_CARD,
  GOOD_CARD,
  PLAN_OPERATIONS as OPS,
  type PaymentResult,
  type SubscriptionResult,
  activePlan,
  newKey,
} from './support/plans';

// Subscriptions (issue 10) through the gateway against the real shop API of the Strapi at CONTENT_API_URL.

jest.setTimeout(30_000);

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL!, { WEB_PROXY_SECRET });
});

afterAll(() => gateway?.close());

const account = async (name: string) => (await registerThrough(gateway, uniqueEmail(name))).jwt;

/** Calls to the shop API so far. */
const shopCalls = async () =>
  counterTotal(await gateway.metrics(), 'gateway_upstream_requests_total', { name: 'upstream', value: 'shop' });

describe('a visitor without a session', () => {
  const calls: Array<[string, string, Record<string, unknown>]> = [
    ['mySubscription', OPS.mySubscription, {}],
    ['subscription', OPS.subscription, { id: 'abcdefghijklmnopqrstuvwx' }],
    ['myCredits', OPS.myCredits, {}],
    ['myLibrary', OPS.myLibrary, {}],
    ['subscribe', OPS.subscribe, { planId: '1', key: newKey() }],
    ['paySubscription', OPS.pay, { id: 'abcdefghijklmnopqrstuvwx', key: newKey(), number: GOOD_CARD }],
    ['cancelSubscription', OPS.cancel, { id: 'abcdefghijklmnopqrstuvwx' }],
    ['startPlanCheckout', OPS.startCheckout, { id: 'abcdefghijklmnopqrstuvwx', key: newKey() }],
    ['billingPortal', OPS.billingPortal, { id: 'abcdefghijklmnopqrstuvwx' }],
    ['spendCredits', OPS.spend, { diagramId: 1000 }],
  ];

  it.each(calls)(
    '%s: without a bearer UNAUTHENTICATED (SIGN_IN_REQUIRED), no shop call',
    async (_, query, variables) => {
      const before = await shopCalls();
      expect(refusalOf(await gateway.graphql(query, variables, visitor()))).toEqual({
        code: 'UNAUTHENTICATED',
        reason: 'SIGN_IN_REQUIRED',
      });
      expect(await shopCalls()).toBe(before);
    },
  );

  it.each(calls)(
    '%s: with a forged or expired bearer UNAUTHENTICATED (SESSION_EXPIRED)',
    async (_, query, variables) => {
      const jwt = await account('forger');
      const [header, payload] = jwt.split('.');
      const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
      for (const token of [forged, expiredToken(JSON.parse(Buffer.from(payload, 'base64url').toString()).id)]) {
        const refusal = refusalOf(await gateway.graphql(query, variables, visitor(token)));
        expect(refusal).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SESSION_EXPIRED' });
      }
    },
  );
});

describe('subscribing', () => {
  it('creates a PENDING subscription in the request currency; a declined card, then a good one activates it once', async () => {
    const jwt = await account('subscriber');
    const german = { ...visitor(jwt), 'accept-language': 'de-DE' };
    const { subscribe } = dataOf<{ subscribe: SubscriptionResult }>(
      await gateway.graphql(OPS.subscribe, { planId: '2', key: newKey() }, german),
    );
    expect(subscribe).toMatchObject({
      status: 'PENDING',
      planLegacyId: 2,
      price: { amount: '35.88', currency: 'EUR' },
      credits: 30,
      bonus: 5,
      cardLast4: null,
    });
    expect(dataOf(await gateway.graphql(OPS.mySubscription, {}, german))).toEqual({ mySubscription: null });

    const declined = dataOf<{ paySubscription: PaymentResult }>(
      await gateway.graphql(OPS.pay, { id: subscribe.id, key: newKey(), number: DECLINED_CARD }, german),
    ).paySubscription;
    expect(declined).toMatchObject({
      declined: true,
      granted: 0,
      subscription: { id: subscribe.id, status: 'PENDING' },
    });
    expect(declined.message).toBeTruthy();
    expect(dataOf(await gateway.graphql(OPS.myCredits, {}, german))).toMatchObject({ myCredits: { balance: 0 } });

    const payment = { id: subscribe.id, key: newKey(), number: GOOD_CARD };
    const paid = dataOf<{ paySubscription: PaymentResult }>(await gateway.graphql(OPS.pay, payment, german));
    expect(paid.paySubscription).toMatchObject({
      declined: false,
      message: null,
      granted: 35,
      subscription: { status: 'ACTIVE', cardLast4: '4242', price: { amount: '35.88', currency: 'EUR' } },
    });
    expect(paid.paySubscription.subscription.nextRenewalAt).not.toBeNull();
    const replay = dataOf<{ paySubscription: PaymentResult }>(await gateway.graphql(OPS.pay, payment, german));
    expect(replay.paySubscription).toMatchObject({ declined: false, granted: 0, subscription: { status: 'ACTIVE' } });

    const { myCredits } = dataOf<{ myCredits: Record<string, any> }>(await gateway.graphql(OPS.myCredits, {}, german));
    expect(myCredits.balance).toBe(35);
    expect(myCredits.entries).toEqual([
      expect.objectContaining({ kind: 'GRANT', amount: 35, diagramId: null, expiresAt: expect.any(String) }),
    ]);
    expect(myCredits.nextExpiry).toEqual({ amount: 35, expiresAt: myCredits.entries[0].expiresAt });
    expect(dataOf(await gateway.graphql(OPS.mySubscription, {}, german))).toMatchObject({
      mySubscription: { id: subscribe.id, status: 'ACTIVE' },
    });

    const again = await gateway.graphql(OPS.subscribe, { planId: '1', key: newKey() }, german);
    expect(refusalOf(again)).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 'subscription_exists' });
  });

  it('refuses unknown and hidden plans as NOT_FOUND (UNKNOWN_PLAN); a malformed plan id costs no shop call', async () => {
    const jwt = await account('unknown-plan');
    for (const planId of ['7', '999', 'nosuchplandocumentid0000']) {
      const refusal = refusalOf(await gateway.graphql(OPS.subscribe, { planId, key: newKey() }, visitor(jwt)));
      expect(refusal).toMatchObject({ code: 'NOT_FOUND', reason: 'UNKNOWN_PLAN' });
    }
    const before = await shopCalls();
    const forged = await gateway.graphql(OPS.subscribe, { planId: '../orders', key: newKey() }, visitor(jwt));
    expect(refusalOf(forged)).toMatchObject({ code: 'NOT_FOUND', reason: 'UNKNOWN_PLAN' });
    expect(await shopCalls()).toBe(before);
    expect(dataOf(await gateway.graphql(OPS.mySubscription, {}, visitor(jwt)))).toEqual({ mySubscription: null });
  });

  it("is paid by card where the shop takes no payment on the provider's page: CARD_PAYMENT; bad ids cost no shop call", async () => {
    const jwt = await account('hosted');
    const { id } = dataOf<{ subscribe: SubscriptionResult }>(
      await gateway.graphql(OPS.subscribe, { planId: '1', key: newKey() }, visitor(jwt)),
    ).subscribe;
    const started = refusalOf(await gateway.graphql(OPS.startCheckout, { id, key: newKey() }, visitor(jwt)));
    expect(started).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'CARD_PAYMENT' });
    expect(refusalOf(await gateway.graphql(OPS.billingPortal, { id }, visitor(jwt)))).toMatchObject({
      code: 'BAD_USER_INPUT',
      reason: 'CARD_PAYMENT',
    });
    const weak = refusalOf(await gateway.graphql(OPS.startCheckout, { id, key: 'retry-1' }, visitor(jwt)));
    expect(weak).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WEAK_IDEMPOTENCY_KEY' });
    const before = await shopCalls();
    for (const [query, variables] of [
      [OPS.startCheckout, { id: '../orders', key: newKey() }],
      [OPS.billingPortal, { id: '../orders' }],
    ] as const) {
      expect(refusalOf(await gateway.graphql(query, variables, visitor(jwt)))).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await shopCalls()).toBe(before);
  });

  it('a weak idempotency key is refused before anything is created', async () => {
    const jwt = await account('weak-key');
    const refusal = refusalOf(await gateway.graphql(OPS.subscribe, { planId: '1', key: 'retry-1' }, visitor(jwt)));
    expect(refusal).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'WEAK_IDEMPOTENCY_KEY' });
  });

  it('an invalid card number is BAD_USER_INPUT on card.number, and the subscription stays PENDING', async () => {
    const jwt = await account('bad-card');
    const { subscribe } = dataOf<{ subscribe: SubscriptionResult }>(
      await gateway.graphql(OPS.subscribe, { planId: '1', key: newKey() }, visitor(jwt)),
    );
    const refusal = refusalOf(
      await gateway.graphql(OPS.pay, { id: subscribe.id, key: newKey(), number: '1234' }, visitor(jwt)),
    );
    expect(refusal).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstreamCode: 'invalid_card',
      fieldErrors: { 'card.number': [expect.any(String)] },
    });
    expect(dataOf(await gateway.graphql(OPS.subscription, { id: subscribe.id }, visitor(jwt)))).toMatchObject({
      subscription: { status: 'PENDING' },
    });
  });
});

describe('a subscription by id', () => {
  it("is the bearer's own; someone else's and a forged id are null, the forged one without a shop call", async () => {
    const owner = await account('owner');
    const { subscription } = await activePlan(gateway, owner, '1');
    expect(dataOf(await gateway.graphql(OPS.subscription, { id: subscription.id }, visitor(owner)))).toMatchObject({
      subscription: { id: subscription.id, status: 'ACTIVE', planLegacyId: 1 },
    });
    const stranger = await account('stranger');
    expect(dataOf(await gateway.graphql(OPS.subscription, { id: subscription.id }, visitor(stranger)))).toEqual({
      subscription: null,
    });
    const before = await shopCalls();
    for (const id of ['../credits/spend', 'x', `${subscription.id}?x=1`]) {
      expect(dataOf(await gateway.graphql(OPS.subscription, { id }, visitor(owner)))).toEqual({ subscription: null });
      const pay = await gateway.graphql(OPS.pay, { id, key: newKey(), number: GOOD_CARD }, visitor(owner));
      expect(refusalOf(pay)).toMatchObject({ code: 'NOT_FOUND' });
      expect(refusalOf(await gateway.graphql(OPS.cancel, { id }, visitor(owner)))).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await shopCalls()).toBe(before);
    const theirs = await gateway.graphql(OPS.cancel, { id: subscription.id }, visitor(stranger));
    expect(refusalOf(theirs)).toMatchObject({ code: 'NOT_FOUND' });
    expect(dataOf(await gateway.graphql(OPS.mySubscription, {}, visitor(owner)))).toMatchObject({
      mySubscription: { status: 'ACTIVE' },
    });
  });
});

describe('cancelling', () => {
  it('stops renewals and keeps the credits; cancelling again changes nothing; a cancelled one cannot be paid', async () => {
    const jwt = await account('canceller');
    const { subscription, granted } = await activePlan(gateway, jwt, '1');
    expect(granted).toBe(10);
    const { cancelSubscription } = dataOf<{ cancelSubscription: SubscriptionResult }>(
      await gateway.graphql(OPS.cancel, { id: subscription.id }, visitor(jwt)),
    );
    expect(cancelSubscription).toMatchObject({ id: subscription.id, status: 'CANCELLED', nextRenewalAt: null });
    expect(cancelSubscription.cancelledAt).not.toBeNull();
    const again = dataOf<{ cancelSubscription: SubscriptionResult }>(
      await gateway.graphql(OPS.cancel, { id: subscription.id }, visitor(jwt)),
    );
    expect(again.cancelSubscription).toEqual(cancelSubscription);
    expect(dataOf(await gateway.graphql(OPS.mySubscription, {}, visitor(jwt)))).toMatchObject({
      mySubscription: { id: subscription.id, status: 'CANCELLED' },
    });
    expect(dataOf(await gateway.graphql(OPS.myCredits, {}, visitor(jwt)))).toMatchObject({
      myCredits: { balance: 10 },
    });
    const pay = await gateway.graphql(OPS.pay, { id: subscription.id, key: newKey(), number: GOOD_CARD }, visitor(jwt));
    expect(refusalOf(pay)).toMatchObject({ code: 'BAD_USER_INPUT', upstreamCode: 'subscription_not_payable' });
  });
});

/** The backend's renewal run at an injected time (a test route: gateway secret, never in production). */
async function runRenewalsAt(now: Date) {
  const response = await fetch(`${process.env.CONTENT_API_URL}/api/website/v1/internal/run-renewals/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-gateway-secret': process.env.GATEWAY_SECRET ?? 'DEV-ONLY-gateway-secret',
    },
    body: JSON.stringify({ now: now.toISOString() }),
  });
  expect(response.status).toBe(200);
}

describe('renewals, as the account sees them', () => {
  it('a renewal grants the next period; one declined leaves the plan PAST_DUE and grants nothing', async () => {
    const renewing = await account('renewing');
    const failing = await account('failing');
    const paid = await activePlan(gateway, renewing, '1');
    await activePlan(gateway, failing, '1', {}, '4000 0000 0000 0341');
    await runRenewalsAt(new Date(new Date(paid.subscription.nextRenewalAt!).getTime() + 60_000));

    const renewed = dataOf<{ mySubscription: SubscriptionResult }>(
      await gateway.graphql(OPS.mySubscription, {}, visitor(renewing)),
    ).mySubscription;
    expect(renewed.status).toBe('ACTIVE');
    expect(new Date(renewed.nextRenewalAt!).getTime()).toBeGreaterThan(
      new Date(paid.subscription.nextRenewalAt!).getTime(),
    );
    const { myCredits } = dataOf<{ myCredits: { balance: number; entries: Array<{ kind: string }> } }>(
      await gateway.graphql(OPS.myCredits, {}, visitor(renewing)),
    );
    expect(myCredits.balance).toBe(20);
    expect(myCredits.entries.map((entry) => entry.kind)).toEqual(['GRANT', 'GRANT']);

    expect(dataOf(await gateway.graphql(OPS.mySubscription, {}, visitor(failing)))).toMatchObject({
      mySubscription: { status: 'PAST_DUE', cardLast4: '0341' },
    });
    expect(dataOf(await gateway.graphql(OPS.myCredits, {}, visitor(failing)))).toMatchObject({
      myCredits: { balance: 10 },
    });
  });

  it('a PAST_DUE plan is paid again with another card: ACTIVE, the declined period granted; a declined card leaves it', async () => {
    const jwt = await account('past-due');
    const { subscription } = await activePlan(gateway, jwt, '1', {}, '4000 0000 0000 0341');
    await runRenewalsAt(new Date(new Date(subscription.nextRenewalAt!).getTime() + 60_000));
    const pay = async (number: string) =>
      dataOf<{ paySubscription: PaymentResult }>(
        await gateway.graphql(OPS.pay, { id: subscription.id, key: newKey(), number }, visitor(jwt)),
      ).paySubscription;

    expect(await pay(DECLINED_CARD)).toMatchObject({
      declined: true,
      granted: 0,
      subscription: { status: 'PAST_DUE', cardLast4: '0341' },
    });
    const paid = await pay(GOOD_CARD);
    expect(paid).toMatchObject({ declined: false, granted: 10, subscription: { status: 'ACTIVE', cardLast4: '4242' } });
    expect(new Date(paid.subscription.nextRenewalAt!).getTime()).toBeGreaterThan(
      new Date(subscription.nextRenewalAt!).getTime(),
    );
    expect(dataOf(await gateway.graphql(OPS.myCredits, {}, visitor(jwt)))).toMatchObject({
      myCredits: { balance: 20 },
    });
  });
});
