import { GATEWAY_SECRET, register, startAccountsBackend, uniqueEmail } from './support/accounts';
import { creditsClient, diagramsCosting, type Spend, type SubscriptionView } from './support/credits';
import { testDatabases, type TestDatabase } from './support/databases';
import { type StrapiProcess, startStrapi } from './support/strapi-process';

/**
 * Exactly-once spends and renewals with TWO backend processes on one database (SQLite file, and PostgreSQL with
 * DATABASE_TEST_URL): requests alternate between them, so only the database's unique keys can keep the count.
 */
for (const { name, open } of testDatabases()) {
  describe(`credits across two backend processes (${name})`, () => concurrencySuite(open));
}

function concurrencySuite(openDatabase: () => TestDatabase): void {
  let first: StrapiProcess;
  let second: StrapiProcess;
  let database: TestDatabase;
  let clients: ReturnType<typeof creditsClient>[];
  let single: number[];
  const SEED = { SEED_DIAGRAMS: '30' };

  beforeAll(async () => {
    database = openDatabase();
    first = await startAccountsBackend(SEED, database);
    second = await startStrapi({ ...database.env, ...SEED, AUTH_RATE_LIMIT: 'false', GATEWAY_SECRET });
    clients = [creditsClient(first.url), creditsClient(second.url)];
    single = await diagramsCosting(first.url, 1);
  });

  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  /** A new account with an active plan of 10 credits. */
  const subscribedAccount = async () => {
    const { jwt, user } = await register(first.url, uniqueEmail('race'));
    const subscription = await clients[1].subscribed(jwt, 1);
    return { jwt, user, subscription };
  };
  const spendsAtOnce = (jwt: string, diagrams: number[]) =>
    Promise.all(diagrams.map((diagram, index) => clients[index % 2].spend(jwt, diagram)));
  const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();
  const usedUnits = async (userId: number) =>
    (
      await database.query<{ used: number | string }>(
        `SELECT COUNT(*) AS used FROM credit_units u
         JOIN credit_entries_user_lnk l ON l.credit_entry_id = u.grant_entry_id WHERE l.user_id = ?`,
        [userId],
      )
    )[0].used;

  it('spends the last credit exactly once when both processes are asked at the same time', async () => {
    const { jwt, user } = await subscribedAccount();
    for (const diagram of single.slice(0, 9)) expect((await clients[0].spend(jwt, diagram)).status).toBe(200);
    const answers = await spendsAtOnce(jwt, single.slice(9, 15));
    expect(statuses(answers)).toEqual([200, 402, 402, 402, 402, 402]);
    expect(answers.find((answer) => answer.status === 200)?.body).toMatchObject({ charged: 1, balance: 0 });
    const credits = await clients[1].credits(jwt);
    expect(credits.balance).toBe(0);
    expect(credits.entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
    expect(Number(await usedUnits(user.id))).toBe(10);
  });

  it('lets exactly 10 of 20 concurrent spends through on a balance of 10', async () => {
    const { jwt, user } = await subscribedAccount();
    const answers = await spendsAtOnce(jwt, single.slice(0, 20));
    expect(statuses(answers)).toEqual([...Array(10).fill(200), ...Array(10).fill(402)]);
    const balances = answers.filter((answer) => answer.status === 200).map((answer) => (answer.body as Spend).balance);
    expect(Math.min(...balances)).toBe(0);
    expect((await clients[0].credits(jwt)).balance).toBe(0);
    expect(Number(await usedUnits(user.id))).toBe(10);
    const { items } = (await clients[1].call<{ items: unknown[] }>('GET', 'library/', { jwt })).body;
    expect(items).toHaveLength(10);
  });

  it('charges a diagram spent from both processes at once a single time', async () => {
    const { jwt } = await subscribedAccount();
    const answers = await spendsAtOnce(jwt, Array(6).fill(single[0]));
    expect(statuses(answers)).toEqual(Array(6).fill(200));
    expect(answers.map((answer) => answer.body.charged).sort()).toEqual([0, 0, 0, 0, 0, 1]);
    expect((await clients[0].credits(jwt)).balance).toBe(9);
  });

  it('makes one of two pending subscriptions paid at once live; the other is 409 and its card is not charged', async () => {
    const { jwt } = await register(first.url, uniqueEmail('two-plans'));
    const created = [await clients[0].subscribe(jwt, 1), await clients[1].subscribe(jwt, 2)];
    const ids = created.map((answer) => answer.body.id);
    // The second subscribe replaced the first; both pending again is what two subscribes racing would leave.
    await database.query(
      `UPDATE subscriptions SET status = 'pending', cancelled_at = NULL WHERE document_id IN (?, ?) RETURNING id`,
      ids,
    );
    const answers = await Promise.all(ids.map((id, index) => clients[index].pay(jwt, id)));
    expect(statuses(answers)).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({ code: 'subscription_exists' });
    const payments = await database.query<{ status: string }>(
      `SELECT p.status AS status FROM payments p
       JOIN payments_subscription_lnk l ON l.payment_id = p.id
       JOIN subscriptions s ON s.id = l.subscription_id WHERE s.document_id IN (?, ?)`,
      ids,
    );
    expect(payments).toEqual([{ status: 'SUCCEEDED' }]);
    const { subscriptions } = (
      await clients[0].call<{ subscriptions: SubscriptionView[] }>('GET', 'subscriptions/', { jwt })
    ).body;
    expect(subscriptions.map((subscription) => subscription.status).sort()).toEqual(['active', 'pending']);
    const live = subscriptions.find((subscription) => subscription.status === 'active') as SubscriptionView;
    expect((await clients[1].credits(jwt)).balance).toBe(live.credits + live.bonus);
  });

  it('renews a due period once when both processes run renewals at the same time', async () => {
    const { jwt, subscription } = await subscribedAccount();
    const due = new Date(new Date(subscription.next_renewal_at as string).getTime() + 60_000);
    const runs = await Promise.all([...clients, ...clients].map((client) => client.runRenewals(due)));
    expect(runs.map((run) => run.status)).toEqual([200, 200, 200, 200]);
    const grants = (await clients[0].credits(jwt)).entries.filter((entry) => entry.kind === 'grant');
    expect(grants.map((entry) => entry.amount)).toEqual([10, 10]);
    const payments = await database.query<{ status: string }>(
      `SELECT p.status AS status FROM payments p
       JOIN payments_subscription_lnk l ON l.payment_id = p.id
       JOIN subscriptions s ON s.id = l.subscription_id WHERE s.document_id = ?`,
      [subscription.id],
    );
    expect(payments).toEqual([{ status: 'SUCCEEDED' }, { status: 'SUCCEEDED' }]);
  });
}
