import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bearer, GATEWAY_SECRET, register, startAccountsBackend, uniqueEmail } from './support/accounts';
import { creditsClient, DECLINED_CARD, GOOD_CARD, newKey, card, type SubscriptionView } from './support/credits';
import { testDatabases, type TestDatabase } from './support/databases';
import type { StrapiProcess } from './support/strapi-process';

/** Subscriptions: creation, first payment by saved card, cancel (SQLite, and PostgreSQL with DATABASE_TEST_URL). */
for (const { name, open } of testDatabases()) {
  describe(`subscriptions API (${name})`, () => subscriptionsSuite(open));
}

function subscriptionsSuite(openDatabase: () => TestDatabase): void {
  let strapi: StrapiProcess;
  let database: TestDatabase;
  let api: ReturnType<typeof creditsClient>;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'subscriptions-outbox-'));
  const newAccount = async (locale = 'en') => (await register(strapi.url, uniqueEmail('sub'), { locale })).jwt;

  beforeAll(async () => {
    database = openDatabase();
    strapi = await startAccountsBackend({ MAIL_OUTBOX: outbox }, database);
    api = creditsClient(strapi.url);
  });

  afterAll(async () => {
    await strapi?.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('lists no hidden plan in the content API, and finds none by documentId either', async () => {
    const list = await fetch(`${strapi.url}/api/plans?locale=fr&pagination[pageSize]=50`);
    const { data } = (await list.json()) as { data: { legacy_id: number; hidden: boolean; documentId: string }[] };
    expect(data.map((plan) => plan.legacy_id).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(data.every((plan) => plan.hidden === false)).toBe(true);
    const filtered = await fetch(`${strapi.url}/api/plans?locale=en&filters[hidden][$ne]=true`);
    expect(((await filtered.json()) as { data: unknown[] }).data).toHaveLength(6);
    const [hidden] = await database.query<{ document_id: string }>(
      "SELECT document_id FROM plans WHERE legacy_id = 7 AND locale = 'en'",
    );
    expect((await fetch(`${strapi.url}/api/plans/${hidden.document_id}?locale=en`)).status).toBe(404);
  });

  it('creates a pending subscription at the plan price of the request currency, with the plan name in the account language', async () => {
    const jwt = await newAccount('fr');
    const created = await api.subscribe(jwt, 2, 'EUR');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      plan: { legacy_id: 2, name: 'Formule Pro mensuelle' },
      currency: 'EUR',
      credits: 30,
      bonus: 5,
      payment_cycle_months: 1,
      credits_expiration_days: 90,
      current_period_end: null,
      next_renewal_at: null,
      card_last4: null,
      payment_flow: 'card',
      billing_portal: false,
    });
    expect(created.body.amount).toMatch(/^\d+\.\d\d$/);
    const [plan] = await database.query<{ amount: string | number }>(
      `SELECT c.amount AS amount FROM plans p
       JOIN plans_cmps pc ON pc.entity_id = p.id AND pc.field = 'prices'
       JOIN components_shop_prices c ON c.id = pc.cmp_id
       WHERE p.legacy_id = 2 AND p.locale = 'en' AND c.currency = 'EUR'`,
    );
    expect(Number(created.body.amount)).toBe(Number(plan.amount));
    // By documentId too.
    const { body: list } = await api.call<{ subscriptions: SubscriptionView[] }>('GET', 'subscriptions/', { jwt });
    expect(list.subscriptions.map((subscription) => subscription.id)).toEqual([created.body.id]);
    expect((await api.call('GET', `subscriptions/${created.body.id}/`, { jwt })).body).toEqual(created.body);
  });

  it('refuses unknown and hidden plans (404 unknown_plan), an unknown currency and a missing bearer', async () => {
    const jwt = await newAccount();
    for (const planId of [7, 999, 'nope-not-a-plan', null, '../1']) {
      expect(await api.subscribe(jwt, planId)).toMatchObject({ status: 404, body: { code: 'unknown_plan' } });
    }
    expect(await api.subscribe(jwt, 1, 'JPY')).toMatchObject({ status: 400, body: { code: 'invalid_currency' } });
    expect(await api.call('POST', 'subscriptions/', { body: { plan_id: 1, idempotency_key: newKey() } })).toEqual({
      status: 401,
      body: { error: 'Sign in first.', code: 'unauthenticated' },
    });
    expect((await api.call<{ subscriptions: unknown[] }>('GET', 'subscriptions/', { jwt })).body.subscriptions).toEqual(
      [],
    );
  });

  it('answers a replayed create with the same subscription, replaces a pending one and refuses a second live one', async () => {
    const jwt = await newAccount();
    const key = newKey();
    const first = await api.subscribe(jwt, 1, 'USD', key);
    expect(await api.subscribe(jwt, 1, 'USD', key)).toEqual({ status: 200, body: first.body });
    expect(await api.subscribe(jwt, 2, 'USD', key)).toMatchObject({
      status: 409,
      body: { code: 'idempotency_key_reused' },
    });
    const second = await api.subscribe(jwt, 3, 'GBP');
    expect(second.status).toBe(201);
    const replaced = await api.call<SubscriptionView>('GET', `subscriptions/${first.body.id}/`, { jwt });
    expect(replaced.body).toMatchObject({ status: 'cancelled' });
    expect((await api.pay(jwt, second.body.id)).status).toBe(200);
    expect(await api.subscribe(jwt, 1)).toMatchObject({ status: 409, body: { code: 'subscription_exists' } });
  });

  it('pays the first period: active, credits plus bonus granted, only a token and the last four digits stored', async () => {
    const jwt = await newAccount();
    const { body: created } = await api.subscribe(jwt, 2, 'EUR');
    const key = newKey();
    const paid = await api.pay(jwt, created.id, GOOD_CARD, key);
    expect(paid.status).toBe(200);
    expect(paid.body.granted).toBe(35);
    expect(paid.body.subscription).toMatchObject({ id: created.id, status: 'active', card_last4: '4242' });
    const periodEnd = new Date(paid.body.subscription.current_period_end as string);
    expect(paid.body.subscription.next_renewal_at).toBe(periodEnd.toISOString());
    expect(periodEnd.getTime() - Date.now()).toBeGreaterThan(27 * 86_400_000);

    // A replay answers the same subscription and grants nothing more; another payment of an active one neither.
    expect(await api.pay(jwt, created.id, GOOD_CARD, key)).toEqual({
      status: 200,
      body: { subscription: paid.body.subscription, granted: 0 },
    });
    expect((await api.pay(jwt, created.id)).body.granted).toBe(0);
    expect(await api.pay(jwt, created.id, DECLINED_CARD, key)).toMatchObject({
      status: 409,
      body: { code: 'idempotency_key_reused' },
    });
    const credits = await api.credits(jwt);
    expect(credits.balance).toBe(35);
    expect(credits.entries).toEqual([expect.objectContaining({ kind: 'grant', amount: 35, diagram_id: null })]);

    const rows = await database.query<Record<string, unknown>>('SELECT * FROM subscriptions WHERE document_id = ?', [
      created.id,
    ]);
    expect(rows[0].card_token).toMatch(/^tok_test_/);
    expect(JSON.stringify(rows)).not.toContain(GOOD_CARD);
    const payments = await database.query<{ currency: string; amount: string | number; status: string }>(
      'SELECT currency, amount, status FROM payments WHERE idempotency_key = ?',
      [key],
    );
    expect(payments).toEqual([{ currency: 'EUR', amount: expect.anything(), status: 'SUCCEEDED' }]);
    expect(Number(payments[0].amount)).toBe(Number(created.amount));
  });

  it('keeps a subscription pending on a declined or invalid card, granting nothing', async () => {
    const jwt = await newAccount();
    const { body: created } = await api.subscribe(jwt, 1);
    const key = newKey();
    const declined = await api.pay(jwt, created.id, DECLINED_CARD, key);
    expect(declined).toEqual({ status: 402, body: { error: 'Your card was declined.', code: 'card_declined' } });
    expect(await api.pay(jwt, created.id, DECLINED_CARD, key)).toEqual(declined);
    const invalid = await api.pay(jwt, created.id, '1234123412341234');
    expect(invalid).toMatchObject({
      status: 400,
      body: { code: 'invalid_card', errors: { card: { number: ['Your card number is invalid.'] } } },
    });
    const expired = await api.call('POST', `subscriptions/${created.id}/pay/`, {
      jwt,
      body: { idempotency_key: newKey(), card: { ...card(GOOD_CARD), exp_year: 2001 } },
    });
    expect(expired).toMatchObject({ status: 400, body: { code: 'invalid_card' } });
    expect((await api.call<SubscriptionView>('GET', `subscriptions/${created.id}/`, { jwt })).body).toMatchObject({
      status: 'pending',
      card_last4: null,
    });
    expect((await api.credits(jwt)).balance).toBe(0);
    expect((await api.pay(jwt, created.id)).body.granted).toBe(10);
  });

  it("answers 404 not_found for someone else's subscription or a forged id, and 401 for a forged token", async () => {
    const ada = await newAccount();
    const bob = await newAccount();
    const { body: created } = await api.subscribe(ada, 1);
    const notFound = { status: 404, body: { error: 'No such subscription.', code: 'not_found' } };
    expect(await api.call('GET', `subscriptions/${created.id}/`, { jwt: bob })).toEqual(notFound);
    expect(await api.pay(bob, created.id)).toEqual(notFound);
    expect(await api.call('POST', `subscriptions/${created.id}/cancel/`, { jwt: bob })).toEqual(notFound);
    expect(await api.call('GET', 'subscriptions/x%27%3B--/', { jwt: ada })).toEqual(notFound);
    const forged = await fetch(`${strapi.url}/api/website/v1/subscriptions/`, {
      headers: { ...bearer(`${ada}x`), 'x-gateway-secret': GATEWAY_SECRET },
    });
    expect(forged.status).toBe(401);
    expect((await api.call<SubscriptionView>('GET', `subscriptions/${created.id}/`, { jwt: ada })).body.status).toBe(
      'pending',
    );
  });

  it('cancels: no next renewal, the credits stay, paying again is 409 and cancelling again changes nothing', async () => {
    const jwt = await newAccount();
    const subscription = await api.subscribed(jwt, 1);
    const cancelled = await api.cancel(jwt, subscription.id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', next_renewal_at: null });
    expect(cancelled.body.cancelled_at).not.toBeNull();
    expect(await api.cancel(jwt, subscription.id)).toEqual(cancelled);
    expect(await api.pay(jwt, subscription.id)).toMatchObject({
      status: 409,
      body: { code: 'subscription_not_payable' },
    });
    expect((await api.credits(jwt)).balance).toBe(10);
    // A cancelled subscription is no longer live: the account may subscribe again.
    expect((await api.subscribe(jwt, 2)).status).toBe(201);
  });

  it('includes subscriptions and credits in the data export, and deletes them with the account', async () => {
    const email = uniqueEmail('gdpr');
    const { jwt, user } = await register(strapi.url, email);
    const subscription = await api.subscribed(jwt, 1);
    await api.spend(jwt, 1001);
    const data = await api.call<{
      subscriptions: SubscriptionView[];
      credits: { balance: number; entries: unknown[] };
    }>('GET', 'account/data/', { jwt });
    expect(data.body.subscriptions).toEqual([expect.objectContaining({ id: subscription.id, status: 'active' })]);
    expect(data.body.credits.balance).toBe(9);
    expect(data.body.credits.entries).toHaveLength(2);

    const deleted = await api.call('POST', 'account/delete/', { jwt, body: { password: 'secret-password-1' } });
    expect(deleted.status).toBe(204);
    expect(await database.query('SELECT id FROM subscriptions WHERE document_id = ?', [subscription.id])).toEqual([]);
    const left = await database.query<{ id: number }>(
      `SELECT e.id FROM credit_entries e JOIN credit_entries_user_lnk l ON l.credit_entry_id = e.id WHERE l.user_id = ?`,
      [user.id],
    );
    expect(left).toEqual([]);
    expect(await database.query('SELECT id FROM entitlements WHERE key = ?', [`${user.id}:1001`])).toEqual([]);
  });
}
