import { WEB_PROXY_SECRET, dataOf, visitor } from './support/accounts';
import { type TestGateway, startGateway } from './support/gateway';
import { counterTotal } from './support/metrics';

// Plans (issue 10) through the gateway against the real content backend at CONTENT_API_URL: its seeded plans 1–6
// are visible, plan 7 ("Legacy Unlimited") is hidden.

interface PlanResult {
  id: string;
  legacyId: number;
  name: string;
  price: { amount: string; currency: string };
  credits: number;
  bonus: number;
  paymentCycleMonths: number;
  creditsExpirationDays: number;
}

const PLAN_FIELDS = 'id legacyId name price { amount currency } credits bonus paymentCycleMonths creditsExpirationDays';
const PLANS = /* GraphQL */ `query Plans($locale: Locale!) { plans(locale: $locale) { ${PLAN_FIELDS} } }`;
const PLAN = /* GraphQL */ `query Plan($locale: Locale!, $id: ID!) { plan(locale: $locale, id: $id) { ${PLAN_FIELDS} } }`;

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL!, { WEB_PROXY_SECRET });
});

afterAll(() => gateway?.close());

const plansIn = async (locale: string, headers: Record<string, string> = {}) =>
  dataOf<{ plans: PlanResult[] }>(await gateway.graphql(PLANS, { locale }, { ...visitor(), ...headers })).plans;
const planIn = async (locale: string, id: string) =>
  dataOf<{ plan: PlanResult | null }>(await gateway.graphql(PLAN, { locale, id }, visitor())).plan;

describe('plans', () => {
  it('lists the six visible plans in each of the five locales, monthly before yearly and cheapest first', async () => {
    const english = await plansIn('en');
    expect(english.map((plan) => plan.legacyId)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(english[0]).toMatchObject({
      name: 'Starter Monthly',
      price: { amount: '19.00', currency: 'USD' },
      credits: 10,
      bonus: 0,
      paymentCycleMonths: 1,
      creditsExpirationDays: 90,
    });
    expect(english[4]).toMatchObject({ name: 'Pro Yearly', credits: 360, bonus: 60, paymentCycleMonths: 12 });
    const names: Record<string, string> = {
      fr: 'Formule Starter mensuelle',
      de: 'Starter monatlich',
      es: 'Starter mensual',
      pt: 'Starter mensal',
    };
    for (const [locale, name] of Object.entries(names)) {
      const plans = await plansIn(locale);
      expect(plans.map((plan) => plan.legacyId)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(plans.map((plan) => plan.id)).toEqual(english.map((plan) => plan.id));
      expect(plans[0].name).toBe(name);
    }
  });

  it("prices plans in the request's currency: EUR for a Portuguese visitor, CAD for a Canadian, else USD", async () => {
    const price = async (acceptLanguage: string) =>
      (await plansIn('en', { 'accept-language': acceptLanguage })).map((plan) => plan.price);
    expect((await price('pt-PT'))[0]).toEqual({ amount: '17.48', currency: 'EUR' });
    expect((await price('fr-CA'))[1]).toEqual({ amount: '53.43', currency: 'CAD' });
    expect((await price('en-US'))[5]).toEqual({ amount: '990.00', currency: 'USD' });
    // No GBP in the seeded price sets: a price in another currency falls back to the USD amount (spec §9).
  });

  it('never lists the hidden plan, nor resolves it by either id', async () => {
    for (const locale of ['en', 'pt']) {
      expect((await plansIn(locale)).map((plan) => plan.name)).not.toContain('Legacy Unlimited');
      expect(await planIn(locale, '7')).toBeNull();
    }
  });

  it('resolves a plan by legacy id and by documentId, in the locale asked; unknown ids are null', async () => {
    const byLegacyId = await planIn('de', '2');
    expect(byLegacyId).toMatchObject({ legacyId: 2, name: 'Pro monatlich', credits: 30, bonus: 5 });
    expect(await planIn('es', byLegacyId!.id)).toMatchObject({ legacyId: 2, name: 'Pro mensual' });
    expect(await planIn('en', '999')).toBeNull();
    expect(await planIn('en', 'nosuchplandocumentid0000')).toBeNull();
    expect(await planIn('en', '../diagrams')).toBeNull();
  });

  it('answers the list and every lookup of a locale from one content call, then from the cache', async () => {
    const calls = async () =>
      counterTotal(await gateway.metrics(), 'gateway_upstream_requests_total', { name: 'resource', value: 'plans' });
    const before = await calls();
    const { body } = await gateway.graphql(
      /* GraphQL */ `{ plans(locale: es) { id } a: plan(locale: es, id: "1") { id } b: plan(locale: es, id: "6") { id } }`,
      {},
      visitor(),
    );
    expect(body.errors).toBeUndefined();
    expect((await calls()) - before).toBeLessThanOrEqual(1);
    await plansIn('es');
    expect((await calls()) - before).toBeLessThanOrEqual(1);
  });
});

describe('Diagram.creditCost', () => {
  it('is what a download costs: 1 unless the content says more, and more for some diagrams', async () => {
    const { catalogue } = dataOf<{ catalogue: { items: Array<{ creditCost: number }> } }>(
      await gateway.graphql('{ catalogue(locale: fr, pageSize: 100) { items { creditCost } } }', {}, visitor()),
    );
    const costs = catalogue.items.map((item) => item.creditCost);
    expect(costs.every((cost) => Number.isInteger(cost) && cost >= 1)).toBe(true);
    expect(costs).toContain(1);
    expect(Math.max(...costs)).toBeGreaterThan(1);
  });
});
