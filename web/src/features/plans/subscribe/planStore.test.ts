import type { PlanState } from './planState';

/** The store in a stand-in browser: a localStorage map, and the `storage` listener other tabs trigger. */
function browserWith(stored: Record<string, string>) {
  const data = new Map(Object.entries(stored));
  let onStorage: (event: { key: string | null }) => void = () => {};
  (globalThis as Record<string, unknown>).window = {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
    addEventListener: (_type: string, listener: typeof onStorage) => {
      onStorage = listener;
    },
  };
  let store!: typeof import('./planStore');
  jest.isolateModules(() => {
    store = require('./planStore');
  });
  const fromOtherTab = (value: string) => {
    data.set('shop.subscription', value);
    onStorage({ key: 'shop.subscription' });
  };
  return { data, store, fromOtherTab };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
});

const pro = { id: 'doc-pro', legacyId: 2, name: 'Pro Monthly', price: { amount: '39.00', currency: 'USD' } };
const pending = {
  id: 'sub-1',
  status: 'pending',
  name: 'Pro Monthly',
  price: { amount: '39.00', currency: 'USD' },
} as const;

describe('plan store (localStorage key shop.subscription)', () => {
  it('restores what a previous page stored (a reload)', () => {
    const saved: PlanState = { plan: pro, subscription: pending, activeColumn: 2 };
    const { store } = browserWith({ 'shop.subscription': JSON.stringify(saved) });
    expect(store.planStore.read()).toEqual(saved);
  });

  it('discards a corrupt value, from storage too, without failing', () => {
    for (const corrupt of ['{broken', '[]', JSON.stringify({ plan: { id: 1 }, subscription: null, activeColumn: 0 })]) {
      const { store, data } = browserWith({ 'shop.subscription': corrupt });
      expect(store.planStore.read()).toEqual({ plan: null, subscription: null, activeColumn: -1 });
      expect(data.has('shop.subscription')).toBe(false);
    }
  });

  it('stores the chosen plan, its subscription and the active column; another plan leaves the subscription behind', () => {
    const { store, data } = browserWith({});
    store.planStore.choosePlan(pro);
    store.planStore.setSubscription(pending);
    store.planStore.setActiveColumn(3);
    expect(JSON.parse(data.get('shop.subscription')!)).toEqual({ plan: pro, subscription: pending, activeColumn: 3 });
    store.planStore.choosePlan(pro);
    expect(store.planStore.read().subscription).toEqual(pending);
    store.planStore.choosePlan({ ...pro, id: 'doc-team', legacyId: 3, name: 'Team Monthly' });
    expect(store.planStore.read().subscription).toBeNull();
  });

  it("follows another tab's changes, and drops a corrupt one", () => {
    const { store, fromOtherTab } = browserWith({});
    fromOtherTab(JSON.stringify({ plan: pro, subscription: null, activeColumn: 1 }));
    expect(store.planStore.read().plan).toEqual(pro);
    fromOtherTab('not json');
    expect(store.planStore.read().plan).toBeNull();
  });
});
