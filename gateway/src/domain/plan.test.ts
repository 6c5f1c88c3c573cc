import { type Plan, findPlan, planIdForShop, visiblePlans } from './plan';

const plan = (legacyId: number, usd: string, paymentCycleMonths: number, extra: Partial<Plan> = {}): Plan => ({
  id: `doc${legacyId}abcdefghijklmnopqrst`,
  legacyId,
  name: `Plan ${legacyId}`,
  locale: 'en',
  prices: [
    { currency: 'USD', amount: usd },
    { currency: 'EUR', amount: '1.00' },
  ],
  credits: 10,
  bonus: 0,
  paymentCycleMonths,
  creditsExpirationDays: 90,
  hidden: false,
  ...extra,
});

describe('visiblePlans', () => {
  it('lists monthly plans before yearly ones, each cheapest first by the USD price, hidden ones left out', () => {
    const plans = [
      plan(5, '390.00', 12),
      plan(2, '39.00', 1),
      plan(7, '9.00', 1, { hidden: true }),
      plan(1, '19.00', 1),
      plan(4, '190.00', 12),
      plan(3, '100.00', 1),
    ];
    expect(visiblePlans(plans).map((p) => p.legacyId)).toEqual([1, 2, 3, 4, 5]);
  });

  it('compares decimal amounts as money, not text ("100.00" after "39.00"), and ties by legacy id', () => {
    const plans = [plan(9, '100.00', 1), plan(8, '39.00', 1), plan(6, '39.00', 1)];
    expect(visiblePlans(plans).map((p) => p.legacyId)).toEqual([6, 8, 9]);
  });
});

describe('plan completeness', () => {
  // Content read with a field missing comes as 0: the shop refuses such a plan, so the gateway never offers it.
  const incomplete = [
    plan(11, '9.00', 0),
    plan(12, '9.00', 1, { creditsExpirationDays: 0 }),
    plan(0, '9.00', 1, { id: 'docwithoutlegacyidabcdefg' }),
  ];

  it('leaves out of the list a plan without its payment cycle, credit expiry or legacy id', () => {
    expect(visiblePlans([plan(1, '19.00', 1), ...incomplete]).map((p) => p.legacyId)).toEqual([1]);
  });

  it('resolves none of them, by legacy id or by documentId', () => {
    for (const p of incomplete) {
      expect(findPlan(incomplete, p.id)).toBeNull();
      expect(findPlan(incomplete, String(p.legacyId))).toBeNull();
    }
  });
});

describe('findPlan', () => {
  const plans = [plan(1, '19.00', 1), plan(7, '9.00', 1, { hidden: true })];

  it('finds a plan by legacy id (digits) or by documentId', () => {
    expect(findPlan(plans, '1')?.legacyId).toBe(1);
    expect(findPlan(plans, ' 1 ')?.legacyId).toBe(1);
    expect(findPlan(plans, plans[0].id)?.legacyId).toBe(1);
  });

  it('answers null for an unknown id and for a hidden plan, by either id', () => {
    expect(findPlan(plans, '42')).toBeNull();
    expect(findPlan(plans, 'nosuchdocumentid12345678')).toBeNull();
    expect(findPlan(plans, '7')).toBeNull();
    expect(findPlan(plans, plans[1].id)).toBeNull();
  });
});

describe('planIdForShop', () => {
  it('sends a legacy id as a number and a documentId as it is', () => {
    expect(planIdForShop('3')).toBe(3);
    expect(planIdForShop('abcdefghijklmnopqrstuvwx')).toBe('abcdefghijklmnopqrstuvwx');
  });

  it('refuses what is neither (a path, a query, an empty id) before any shop call', () => {
    expect(planIdForShop('../orders')).toBeNull();
    expect(planIdForShop('1?x=1')).toBeNull();
    expect(planIdForShop('')).toBeNull();
    expect(planIdForShop('-1')).toBeNull();
  });
});
