import { WEB_PROXY_SECRET, dataOf, refusalOf, registerThrough, uniqueEmail, visitor } from './support/accounts';
import { expectPptx } from './support/downloads';
import { type TestGateway, startGateway } from './support/gateway';
import { counterTotal } from './support/metrics';
import { GOOD_CARD, PLAN_OPERATIONS as OPS, activePlan, newKey } from './support/plans';

// Credits (issue 10) through the gateway against the real shop API of the Strapi at CONTENT_API_URL.

jest.setTimeout(60_000);

interface DownloadResult {
  diagramId: number;
  title: string;
  fileName: string;
  url: string;
  expiresAt: string;
}
interface SpendResult {
  charged: number;
  balance: number;
  download: DownloadResult;
}
interface LibraryResult {
  diagramId: number;
  title: string;
  source: string;
  orderKey: string | null;
  download: DownloadResult;
}

let gateway: TestGateway;
/** English diagrams of the seeded catalogue, with what a download costs in credits. */
let diagrams: Array<{ legacyId: number; title: string; creditCost: number }>;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL!, { WEB_PROXY_SECRET });
  const { body } = await gateway.graphql(
    '{ catalogue(locale: en, pageSize: 100) { items { legacyId title creditCost } } }',
  );
  diagrams = (body.data as { catalogue: { items: typeof diagrams } }).catalogue.items;
});

afterAll(() => gateway?.close());

const account = async (name: string) => (await registerThrough(gateway, uniqueEmail(name))).jwt;
const spend = (jwt: string, diagramId: number) => gateway.graphql(OPS.spend, { diagramId }, visitor(jwt));
const spent = async (jwt: string, diagramId: number) =>
  dataOf<{ spendCredits: SpendResult }>(await spend(jwt, diagramId)).spendCredits;
const balanceOf = async (jwt: string) =>
  dataOf<{ myCredits: { balance: number } }>(await gateway.graphql(OPS.myCredits, {}, visitor(jwt))).myCredits.balance;

const statusOf = (jwt: string | undefined, diagramId: number) =>
  gateway.graphql(OPS.creditStatus, { diagramId }, visitor(jwt));
const creditStatus = async (jwt: string, diagramId: number) =>
  dataOf<{ creditStatus: { balance: number; obtained: boolean } }>(await statusOf(jwt, diagramId)).creditStatus;

describe('spending credits', () => {
  it("charges the diagram's credit cost once, links to a real .pptx, and lists it in the library and history", async () => {
    const jwt = await account('spender');
    await activePlan(gateway, jwt, '1');
    const costly = diagrams.find((diagram) => diagram.creditCost > 1)!;
    expect(await creditStatus(jwt, costly.legacyId)).toEqual({ balance: 10, obtained: false });
    const first = await spent(jwt, costly.legacyId);
    expect(first).toMatchObject({ charged: costly.creditCost, balance: 10 - costly.creditCost });
    expect(first.download).toMatchObject({ diagramId: costly.legacyId, title: costly.title });
    expect(first.download.fileName).toMatch(/\.pptx$/);
    expect(new Date(first.download.expiresAt).getTime()).toBeGreaterThan(Date.now());
    await expectPptx(first.download.url);
    const tampered = await fetch(first.download.url.replace(/signature=[^&]+/, 'signature=bad'));
    expect(tampered.status).toBe(403);

    expect(await creditStatus(jwt, costly.legacyId)).toEqual({ balance: 10 - costly.creditCost, obtained: true });
    const again = await spent(jwt, costly.legacyId);
    expect(again).toMatchObject({ charged: 0, balance: 10 - costly.creditCost });
    await expectPptx(again.download.url);

    const { myLibrary } = dataOf<{ myLibrary: LibraryResult[] }>(
      await gateway.graphql(OPS.myLibrary, {}, visitor(jwt)),
    );
    expect(myLibrary).toEqual([
      expect.objectContaining({ diagramId: costly.legacyId, title: costly.title, source: 'CREDITS', orderKey: null }),
    ]);
    await expectPptx(myLibrary[0].download.url);
    const { myCredits } = dataOf<{ myCredits: { entries: Array<Record<string, unknown>> } }>(
      await gateway.graphql(OPS.myCredits, {}, visitor(jwt)),
    );
    expect(myCredits.entries.map((entry) => [entry.kind, entry.amount, entry.diagramId])).toEqual([
      ['SPEND', -costly.creditCost, costly.legacyId],
      ['GRANT', 10, null],
    ]);
    expect(myCredits.entries[0].title).toBe(costly.title);
  });

  it('refuses a spend beyond the balance (INSUFFICIENT_CREDITS) and changes nothing', async () => {
    const jwt = await account('short');
    await activePlan(gateway, jwt, '1');
    const cheap = diagrams.filter((diagram) => diagram.creditCost === 1).slice(0, 10);
    for (const diagram of cheap) await spent(jwt, diagram.legacyId);
    expect(await balanceOf(jwt)).toBe(0);
    const next = diagrams.find((diagram) => !cheap.includes(diagram))!;
    expect(refusalOf(await spend(jwt, next.legacyId))).toMatchObject({
      code: 'BAD_USER_INPUT',
      upstreamCode: 'insufficient_credits',
      reason: 'INSUFFICIENT_CREDITS',
    });
    expect(await balanceOf(jwt)).toBe(0);
    // What the account already has stays free.
    expect(await spent(jwt, cheap[0].legacyId)).toMatchObject({ charged: 0, balance: 0 });
  });

  it('an account without a plan has no credits: a spend is INSUFFICIENT_CREDITS, the library and history are empty', async () => {
    const jwt = await account('no-plan');
    expect(refusalOf(await spend(jwt, diagrams[0].legacyId))).toMatchObject({ upstreamCode: 'insufficient_credits' });
    expect(dataOf(await gateway.graphql(OPS.myCredits, {}, visitor(jwt)))).toEqual({
      myCredits: { balance: 0, nextExpiry: null, entries: [] },
    });
    expect(dataOf(await gateway.graphql(OPS.myLibrary, {}, visitor(jwt)))).toEqual({ myLibrary: [] });
    expect(await creditStatus(jwt, diagrams[0].legacyId)).toEqual({ balance: 0, obtained: false });
    expect(refusalOf(await statusOf(undefined, diagrams[0].legacyId))).toMatchObject({ reason: 'SIGN_IN_REQUIRED' });
    expect(refusalOf(await statusOf('not-a-jwt', diagrams[0].legacyId))).toMatchObject({ reason: 'SESSION_EXPIRED' });
  });

  it('an unknown diagram is NOT_FOUND (UNKNOWN_DIAGRAM); one that cannot exist costs no shop call', async () => {
    const jwt = await account('unknown-diagram');
    await activePlan(gateway, jwt, '1');
    expect(refusalOf(await spend(jwt, 987654))).toMatchObject({ code: 'NOT_FOUND', reason: 'UNKNOWN_DIAGRAM' });
    expect(refusalOf(await statusOf(jwt, 987654))).toMatchObject({ code: 'NOT_FOUND', reason: 'UNKNOWN_DIAGRAM' });
    const shopCalls = async () =>
      counterTotal(await gateway.metrics(), 'gateway_upstream_requests_total', { name: 'upstream', value: 'shop' });
    const before = await shopCalls();
    expect(refusalOf(await spend(jwt, 0))).toMatchObject({ code: 'NOT_FOUND', reason: 'UNKNOWN_DIAGRAM' });
    expect(refusalOf(await spend(jwt, -5))).toMatchObject({ code: 'NOT_FOUND', reason: 'UNKNOWN_DIAGRAM' });
    expect(refusalOf(await statusOf(jwt, 0))).toMatchObject({ code: 'NOT_FOUND', reason: 'UNKNOWN_DIAGRAM' });
    expect(await shopCalls()).toBe(before);
    expect(await balanceOf(jwt)).toBe(10);
  });
});

describe('the library', () => {
  it('holds what the account bought (PURCHASE, with its order) and never charges credits for it', async () => {
    const jwt = await account('buyer');
    await activePlan(gateway, jwt, '1');
    const bought = diagrams[diagrams.length - 1];
    const { body } = await gateway.graphql(
      /* GraphQL */ `mutation Order($key: String!, $items: [CartItemInput!]!, $customer: CustomerInput!) {
        createOrder(locale: en, idempotencyKey: $key, items: $items, customer: $customer) { key }
      }`,
      {
        key: newKey(),
        items: [{ diagramId: bought.legacyId }],
        customer: { email: 'buyer@example.com', name: 'Ada Buyer', country: 'GB' },
      },
      visitor(jwt),
    );
    const { key } = (body.data as { createOrder: { key: string } }).createOrder;
    const pay = await gateway.graphql(
      /* GraphQL */ `mutation Pay($key: String!, $idem: String!, $number: String!) {
        payOrder(locale: en, key: $key, idempotencyKey: $idem, card: { number: $number, expMonth: 12, expYear: 2040, cvc: "123", name: "Ada Buyer" }) { status }
      }`,
      { key, idem: newKey(), number: GOOD_CARD },
      visitor(jwt),
    );
    expect(dataOf(pay)).toEqual({ payOrder: { status: 'PAID' } });
    expect(await creditStatus(jwt, bought.legacyId)).toEqual({ balance: 10, obtained: true });

    const { myLibrary } = dataOf<{ myLibrary: LibraryResult[] }>(
      await gateway.graphql(OPS.myLibrary, {}, visitor(jwt)),
    );
    expect(myLibrary).toEqual([
      expect.objectContaining({ diagramId: bought.legacyId, source: 'PURCHASE', orderKey: key }),
    ]);
    await expectPptx(myLibrary[0].download.url);
    expect(await spent(jwt, bought.legacyId)).toMatchObject({ charged: 0, balance: 10 });
  });
});
