import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register, startAccountsBackend, uniqueEmail } from './support/accounts';
import {
  creditsClient,
  DECLINED_CARD,
  diagramsCosting,
  GOOD_CARD,
  newKey,
  card,
  RENEWAL_DECLINED_CARD,
  type SubscriptionView,
} from './support/credits';
import { testDatabases, type TestDatabase } from './support/databases';
import { outboxMails, recipientOf } from './support/mail';
import type { StrapiProcess } from './support/strapi-process';

/** Credits: spends, library, entitlement downloads and renewal runs (SQLite, and PostgreSQL with DATABASE_TEST_URL). */
for (const { name, open } of testDatabases()) {
  describe(`credits API (${name})`, () => creditsSuite(open));
}

type LibraryItem = {
  diagram_id: number;
  title: string;
  source: 'order' | 'credits';
  order_key: string | null;
  obtained_at: string;
  download: { url: string };
};

const MINUTE = 60_000;
const DAY = 86_400_000;

function creditsSuite(openDatabase: () => TestDatabase): void {
  let strapi: StrapiProcess;
  let database: TestDatabase;
  let api: ReturnType<typeof creditsClient>;
  let single: number[];
  let bundles: number[];
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'credits-outbox-'));
  const localUrl = (url: string) => url.replace(/^https?:\/\/[^/]+/, strapi.url);
  const account = async (locale = 'en') => {
    const email = uniqueEmail('credits');
    return { email, ...(await register(strapi.url, email, { locale })) };
  };
  const mailsTo = async (email: string) =>
    (await outboxMails(outbox)).filter((mail) => recipientOf(mail).includes(email));
  const subscriptionPayments = (id: string) =>
    database.query<{ status: string }>(
      `SELECT p.status AS status FROM payments p
       JOIN payments_subscription_lnk l ON l.payment_id = p.id
       JOIN subscriptions s ON s.id = l.subscription_id
       WHERE s.document_id = ? ORDER BY p.id`,
      [id],
    );
  const after = (iso: string | null, ms: number) => new Date(new Date(iso as string).getTime() + ms);
  const subscriptionOf = async (jwt: string, id: string) =>
    (await api.call<SubscriptionView>('GET', `subscriptions/${id}/`, { jwt })).body;

  beforeAll(async () => {
    database = openDatabase();
    strapi = await startAccountsBackend({ MAIL_OUTBOX: outbox }, database);
    api = creditsClient(strapi.url);
    single = await diagramsCosting(strapi.url, 1);
    bundles = await diagramsCosting(strapi.url, 3);
  });

  afterAll(async () => {
    await strapi?.stop();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('seeds a credit cost per diagram: 3 for bundles, 1 for the others', () => {
    expect(bundles.length).toBeGreaterThanOrEqual(3);
    expect(single.length).toBeGreaterThanOrEqual(12);
  });

  it('spends down to zero and never below; an obtained diagram is charged 0 even then', async () => {
    const { jwt } = await account();
    await api.subscribed(jwt, 1);
    const refused = {
      status: 402,
      body: { error: 'Not enough credits for this diagram.', code: 'insufficient_credits' },
    };
    const spent = async (diagram: number) => (await api.spend(jwt, diagram)).body;
    expect(await spent(bundles[0])).toMatchObject({ charged: 3, balance: 7, download: { diagram_id: bundles[0] } });
    expect(await spent(bundles[1])).toMatchObject({ charged: 3, balance: 4 });
    expect(await spent(single[0])).toMatchObject({ charged: 1, balance: 3 });
    expect(await spent(single[1])).toMatchObject({ charged: 1, balance: 2 });
    expect(await api.spend(jwt, bundles[2])).toEqual(refused);
    expect(await spent(single[2])).toMatchObject({ charged: 1, balance: 1 });
    expect(await spent(single[3])).toMatchObject({ charged: 1, balance: 0 });
    expect(await api.spend(jwt, single[4])).toEqual(refused);
    expect(await spent(bundles[0])).toMatchObject({ charged: 0, balance: 0, download: { diagram_id: bundles[0] } });

    const credits = await api.credits(jwt);
    expect(credits.balance).toBe(0);
    expect(credits.next_expiry).toBeNull();
    expect(credits.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['spend', -1],
      ['spend', -1],
      ['spend', -1],
      ['spend', -1],
      ['spend', -3],
      ['spend', -3],
      ['grant', 10],
    ]);
    expect(credits.entries[0]).toMatchObject({ diagram_id: single[3], expires_at: null, title: expect.any(String) });
    expect(credits.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  });

  it('refuses an unknown diagram (404 unknown_diagram) and a missing bearer (401), charging nothing', async () => {
    const { jwt } = await account();
    await api.subscribed(jwt, 1);
    for (const diagram of [999999, 'abc', null, -1]) {
      expect(await api.spend(jwt, diagram)).toMatchObject({ status: 404, body: { code: 'unknown_diagram' } });
    }
    expect((await api.call('POST', 'credits/spend/', { body: { diagram_id: single[0] } })).status).toBe(401);
    expect((await api.call('GET', 'credits/')).status).toBe(401);
    expect((await api.call('GET', 'library/')).status).toBe(401);
    expect((await api.status(undefined, single[0])).status).toBe(401);
    for (const diagram of [999999, 'abc', '']) {
      expect(await api.status(jwt, diagram)).toMatchObject({ status: 404, body: { code: 'unknown_diagram' } });
    }
    expect((await api.credits(jwt)).balance).toBe(10);
  });

  it('downloads a .pptx through an entitlement link; an altered, forged or foreign link is 403', async () => {
    const { jwt } = await account('de');
    await api.subscribed(jwt, 1);
    const { body } = await api.spend(jwt, single[2]);
    const url = new URL(localUrl(body.download.url));
    expect(url.searchParams.get('entitlement')).toMatch(/^\d+$/);
    expect(url.searchParams.has('order')).toBe(false);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('.pptx');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    const refused = async (change: (link: URL) => void) => {
      const link = new URL(url);
      change(link);
      const response = await fetch(link);
      return [response.status, await response.json()];
    };
    const invalid = [403, { error: 'This download link is invalid or has expired.' }];
    expect(await refused((link) => link.searchParams.set('signature', 'AAAA'))).toEqual(invalid);
    expect(await refused((link) => link.searchParams.set('entitlement', '999999'))).toEqual(invalid);
    expect(
      await refused((link) => (link.pathname = link.pathname.replace(String(single[2]), String(single[3])))),
    ).toEqual(invalid);
    expect(await refused((link) => link.searchParams.set('order', 'x'))).toEqual(invalid);
    expect(
      await refused((link) => link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 1))),
    ).toEqual(invalid);
  });

  it('lists the library: paid orders and credits, once per diagram, newest first, with working links', async () => {
    const { jwt, email } = await account();
    await api.subscribed(jwt, 1);
    const diagram = single[4];
    const order = await api.call<{ key: string }>('POST', 'orders/', {
      jwt,
      body: {
        idempotency_key: newKey(),
        items: [{ diagram_id: diagram }],
        customer: { email, name: 'Ada Lovelace', country: 'GB' },
      },
    });
    expect(order.status).toBe(201);
    const paid = await api.call('POST', `orders/${order.body.key}/pay/`, {
      body: { idempotency_key: newKey(), card: card(GOOD_CARD) },
    });
    expect(paid.status).toBe(200);
    expect((await api.status(jwt, diagram)).body).toEqual({ balance: 10, obtained: true });
    expect((await api.status(jwt, single[5])).body).toEqual({ balance: 10, obtained: false });
    // Bought already: no credit spent, the order's link comes back.
    const owned = await api.spend(jwt, diagram);
    expect(owned.body).toMatchObject({ charged: 0, balance: 10 });
    expect(new URL(owned.body.download.url).searchParams.get('order')).toBe(order.body.key);
    await api.spend(jwt, single[5]);
    expect((await api.status(jwt, single[5])).body).toEqual({ balance: 9, obtained: true });

    const { body } = await api.call<{ items: LibraryItem[] }>('GET', 'library/', { jwt });
    expect(body.items.map((item) => [item.diagram_id, item.source, item.order_key])).toEqual([
      [single[5], 'credits', null],
      [diagram, 'order', order.body.key],
    ]);
    for (const item of body.items) expect((await fetch(localUrl(item.download.url))).status).toBe(200);
  });

  it('mails a translated renewal notice once, then renews the due period once even when runs overlap', async () => {
    const { jwt, email } = await account('fr');
    const subscription = await api.subscribed(jwt, 1);
    const noticeTime = after(subscription.next_renewal_at, -2 * DAY);
    await Promise.all([api.runRenewals(noticeTime), api.runRenewals(noticeTime)]);
    await api.runRenewals(after(subscription.next_renewal_at, -DAY));
    const notices = (await mailsTo(email)).filter((mail) => !mail.subject?.startsWith('Confirmez'));
    expect(notices.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Votre abonnement Formule Starter mensuelle sera renouvelé le /),
    ]);
    expect(notices[0].text).toContain('4242');
    expect(notices[0].text).toContain('/fr/account');

    const due = after(subscription.next_renewal_at, MINUTE);
    const runs = await Promise.all([api.runRenewals(due), api.runRenewals(due), api.runRenewals(due)]);
    expect(runs.every((run) => run.status === 200)).toBe(true);
    await api.runRenewals(after(subscription.next_renewal_at, 2 * MINUTE));
    const renewed = await subscriptionOf(jwt, subscription.id);
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.next_renewal_at as string).getTime()).toBeGreaterThan(due.getTime() + 27 * DAY);
    expect(renewed.current_period_end).toBe(renewed.next_renewal_at);
    const credits = await api.credits(jwt);
    expect(credits.entries.filter((entry) => entry.kind === 'grant').map((entry) => entry.amount)).toEqual([10, 10]);
    expect(credits.balance).toBe(20);
    expect(await subscriptionPayments(subscription.id)).toEqual([{ status: 'SUCCEEDED' }, { status: 'SUCCEEDED' }]);

    // Two grants: a spend draws from the one that expires first.
    await api.spend(jwt, single[6]);
    const [soonest] = credits.entries
      .filter((entry) => entry.kind === 'grant')
      .map((entry) => entry.expires_at as string)
      .sort();
    expect((await api.credits(jwt)).next_expiry).toEqual({ amount: 9, expires_at: soonest });
  });

  it('makes a subscription whose renewal is declined past due: nothing granted, one mail, retried later', async () => {
    const { jwt, email } = await account('pt');
    const subscription = await api.subscribed(jwt, 1, RENEWAL_DECLINED_CARD);
    expect(subscription).toMatchObject({ status: 'active', card_last4: '0341' });
    const due = after(subscription.next_renewal_at, MINUTE);
    await Promise.all([api.runRenewals(due), api.runRenewals(due)]);
    expect(await subscriptionOf(jwt, subscription.id)).toMatchObject({
      status: 'past_due',
      next_renewal_at: subscription.next_renewal_at,
    });
    expect((await api.credits(jwt)).balance).toBe(10);
    await api.runRenewals(after(subscription.next_renewal_at, 20 * MINUTE));
    expect(await subscriptionPayments(subscription.id)).toEqual([{ status: 'SUCCEEDED' }, { status: 'DECLINED' }]);
    // A day later it is charged again (and declined again).
    await api.runRenewals(after(subscription.next_renewal_at, DAY + 2 * MINUTE));
    expect(await subscriptionPayments(subscription.id)).toEqual([
      { status: 'SUCCEEDED' },
      { status: 'DECLINED' },
      { status: 'DECLINED' },
    ]);
    expect((await api.credits(jwt)).entries.filter((entry) => entry.kind === 'grant')).toHaveLength(1);
    const mails = (await mailsTo(email)).map((mail) => mail.subject);
    expect(mails.filter((subject) => subject?.startsWith('Não foi possível renovar'))).toHaveLength(1);
    // A past-due subscription is still live.
    expect(await api.subscribe(jwt, 2)).toMatchObject({ status: 409, body: { code: 'subscription_exists' } });
  });

  it('pays the declined period of a past-due subscription with another card: active again, its credits once', async () => {
    const { jwt } = await account();
    const subscription = await api.subscribed(jwt, 1, RENEWAL_DECLINED_CARD);
    await api.runRenewals(after(subscription.next_renewal_at, MINUTE));
    expect(await subscriptionOf(jwt, subscription.id)).toMatchObject({ status: 'past_due' });

    const refused = await api.pay(jwt, subscription.id, DECLINED_CARD);
    expect(refused).toMatchObject({ status: 402, body: { code: 'card_declined' } });
    expect(await subscriptionOf(jwt, subscription.id)).toMatchObject({ status: 'past_due', card_last4: '0341' });

    const key = newKey();
    // The account pays while two renewal runs retry the period with the old card: one of them has the period.
    const [raced] = await Promise.all([
      api.pay(jwt, subscription.id, GOOD_CARD, key),
      api.runRenewals(after(subscription.next_renewal_at, DAY + 2 * MINUTE)),
      api.runRenewals(after(subscription.next_renewal_at, DAY + 2 * MINUTE)),
    ]);
    const lostToTheRun = raced.status === 409;
    if (lostToTheRun) {
      expect(raced.body).toMatchObject({ code: 'renewal_in_progress' });
      expect(await subscriptionOf(jwt, subscription.id)).toMatchObject({ status: 'past_due' });
    }
    const paid = lostToTheRun ? await api.pay(jwt, subscription.id, GOOD_CARD, key) : raced;
    expect(paid).toMatchObject({ status: 200, body: { granted: 10, subscription: { status: 'active' } } });
    const now = await subscriptionOf(jwt, subscription.id);
    expect(now).toMatchObject({ status: 'active', card_last4: '4242' });
    expect(new Date(now.next_renewal_at as string).getTime()).toBeGreaterThan(
      new Date(subscription.next_renewal_at as string).getTime(),
    );
    const grants = (await api.credits(jwt)).entries.filter((entry) => entry.kind === 'grant');
    expect(grants.map((entry) => entry.amount)).toEqual([10, 10]);
    const payments = (await subscriptionPayments(subscription.id)).map((payment) => payment.status);
    expect(payments.filter((status) => status === 'SUCCEEDED')).toHaveLength(2);
    // A replay charges nothing.
    expect(await api.pay(jwt, subscription.id, GOOD_CARD, key)).toMatchObject({ status: 200, body: { granted: 0 } });
    expect((await api.credits(jwt)).balance).toBe(20);
  });

  it('pays a past-due period from the account alone: granted > 0, the new card renews the next period', async () => {
    const { jwt } = await account();
    const subscription = await api.subscribed(jwt, 1, RENEWAL_DECLINED_CARD);
    await api.runRenewals(after(subscription.next_renewal_at, MINUTE));
    const paid = await api.pay(jwt, subscription.id, GOOD_CARD);
    expect(paid).toMatchObject({ status: 200, body: { granted: 10, subscription: { status: 'active' } } });
    const next = paid.body.subscription.next_renewal_at;
    await api.runRenewals(after(next, MINUTE));
    expect(await subscriptionOf(jwt, subscription.id)).toMatchObject({ status: 'active', card_last4: '4242' });
    expect((await api.credits(jwt)).balance).toBe(30);
  });

  it('stops renewing a cancelled subscription, keeps its credits, and expires what is left at their expiry', async () => {
    const { jwt } = await account();
    const subscription = await api.subscribed(jwt, 1);
    await api.spend(jwt, single[7]);
    const grant = (await api.credits(jwt)).entries.find((entry) => entry.kind === 'grant');
    await api.cancel(jwt, subscription.id);
    await api.runRenewals(after(subscription.next_renewal_at, MINUTE));
    expect(await subscriptionPayments(subscription.id)).toEqual([{ status: 'SUCCEEDED' }]);
    expect((await api.credits(jwt)).balance).toBe(9);

    const expiry = after(grant?.expires_at ?? null, MINUTE);
    await Promise.all([api.runRenewals(expiry), api.runRenewals(expiry)]);
    const credits = await api.credits(jwt);
    expect(credits.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['expire', -9],
      ['spend', -1],
      ['grant', 10],
    ]);
    expect(credits.balance).toBe(0);
    expect(await api.spend(jwt, single[8])).toMatchObject({ status: 402, body: { code: 'insufficient_credits' } });
  });

  it('runs renewals only for the gateway', async () => {
    const response = await api.call('POST', 'internal/run-renewals/', {
      body: {},
      headers: { 'x-gateway-secret': 'not-the-secret' },
    });
    expect(response.status).toBe(403);
  });
}
