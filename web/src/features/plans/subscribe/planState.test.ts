import { highlightedColumn, parsePlanState, recommendedColumn, serializePlanState, storedStatus } from './planState';

const plan = { id: 'p', legacyId: 1, name: 'Starter', price: { amount: '19.00', currency: 'EUR' } };

describe('plan state', () => {
  it('parses a stored state and refuses wrong shapes field by field', () => {
    const state = { plan, subscription: null, activeColumn: 0 };
    expect(parsePlanState(JSON.stringify(state))).toEqual(state);
    const empty = { plan: null, subscription: null, activeColumn: -1 };
    expect(parsePlanState(null)).toEqual(empty);
    expect(
      parsePlanState(JSON.stringify({ ...state, plan: { ...plan, price: { amount: '1e3', currency: 'EUR' } } })),
    ).toEqual(empty);
    expect(
      parsePlanState(
        JSON.stringify({ ...state, subscription: { id: 's', status: 'ACTIVE', name: 'x', price: plan.price } }),
      ),
    ).toEqual(empty);
    expect(parsePlanState(JSON.stringify({ ...state, activeColumn: 1.5 }))).toEqual(empty);
  });

  it('stores nothing for the empty state', () => {
    expect(serializePlanState({ plan: null, subscription: null, activeColumn: -1 })).toBeNull();
    expect(serializePlanState({ plan: null, subscription: null, activeColumn: 2 })).toBe(
      '{"plan":null,"subscription":null,"activeColumn":2}',
    );
  });

  it("keeps the gateway's statuses in the spec's lower-case words", () => {
    expect(storedStatus('ACTIVE')).toBe('active');
    expect(storedStatus('PAST_DUE')).toBe('past_due');
    expect(storedStatus('SOMETHING_NEW')).toBe('pending');
  });

  it('highlights the recommended plan (the first with a bonus) until the visitor moves to a column', () => {
    const plans = [{ bonus: 0 }, { bonus: 5 }, { bonus: 20 }];
    expect(recommendedColumn(plans)).toBe(1);
    expect(recommendedColumn([{ bonus: 0 }])).toBe(0);
    expect(highlightedColumn(-1, 3, 1)).toBe(1);
    expect(highlightedColumn(2, 3, 1)).toBe(2);
    expect(highlightedColumn(7, 3, 1)).toBe(1);
  });
});
