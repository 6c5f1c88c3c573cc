/**
 * The store against a stand-in for the browser's window: localStorage, and `storage` events
 * (dispatched by the store for this tab, by the browser for other tabs).
 */
type Listener = (event: { key: string | null }) => void;

function fakeWindow(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  const listeners = new Set<Listener>();
  const dispatched: (string | null)[] = [];
  const localStorage = {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
  const window = {
    localStorage,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
    dispatchEvent: (event: { key: string | null }) => {
      dispatched.push(event.key);
      for (const listener of listeners) listener(event);
      return true;
    },
  };
  /** Another tab wrote `key`: the browser only fires the event. */
  const otherTab = (key: string, value: string | null) => {
    if (value === null) data.delete(key);
    else data.set(key, value);
    for (const listener of listeners) listener({ key });
  };
  return { window, data, dispatched, otherTab };
}

function loadStore(initial: Record<string, string> = {}) {
  const fake = fakeWindow(initial);
  Object.assign(globalThis, {
    window: fake.window,
    StorageEvent: class {
      key: string | null;
      constructor(_type: string, init: { key: string | null }) {
        this.key = init.key;
      }
    },
  });
  let store!: typeof import('./cartStore');
  jest.isolateModules(() => {
    store = require('./cartStore');
  });
  return { ...fake, store };
}

const diagram = (diagramId: number) => ({ diagramId, title: `D${diagramId}`, url: `d-${diagramId}`, image: null });

afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
  delete (globalThis as Record<string, unknown>).StorageEvent;
});

describe('cart store', () => {
  it('restores the stored cart, code and order key (a reload)', () => {
    const { store } = loadStore({
      cart: JSON.stringify([{ ...diagram(1), licenseId: 1 }]),
      cartCode: 'WELCOME10',
      orderKey: 'k'.repeat(32),
    });
    expect(store.cartItemsVar()).toEqual([{ ...diagram(1), licenseId: 1 }]);
    expect(store.cartCodeVar()).toBe('WELCOME10');
    expect(store.orderKeyVar()).toBe('k'.repeat(32));
  });

  it('discards a corrupt stored value, from storage too', () => {
    const { store, data } = loadStore({ cart: '{broken', cartCode: '<b>', orderKey: '..' });
    expect(store.cartItemsVar()).toEqual([]);
    expect(store.cartCodeVar()).toBeNull();
    expect(store.orderKeyVar()).toBeNull();
    expect(data.get('cart')).toBe('[]');
    expect(data.has('cartCode')).toBe(false);
    expect(data.has('orderKey')).toBe(false);
  });

  it('persists adds and removes as a JSON array and tells the header badge', () => {
    const { store, data, dispatched } = loadStore();
    expect(store.cart.add(diagram(1))).toBe(true);
    expect(store.cart.add(diagram(1))).toBe(false);
    store.cart.add(diagram(2));
    expect(JSON.parse(data.get('cart')!)).toEqual([
      { ...diagram(1), licenseId: 1 },
      { ...diagram(2), licenseId: 1 },
    ]);
    expect(store.cart.remove(1)).toEqual({ ...diagram(1), licenseId: 1 });
    expect(JSON.parse(data.get('cart')!)).toHaveLength(1);
    expect(dispatched.filter((key) => key === 'cart')).toHaveLength(3);
  });

  it("follows another tab's changes", () => {
    const { store, otherTab } = loadStore();
    otherTab('cart', JSON.stringify([{ ...diagram(5), licenseId: 1 }]));
    expect(store.cartItemsVar()).toEqual([{ ...diagram(5), licenseId: 1 }]);
    otherTab('cartCode', 'SPRING');
    expect(store.cartCodeVar()).toBe('SPRING');
    otherTab('cart', 'garbage');
    expect(store.cartItemsVar()).toEqual([]);
  });

  it('clears the cart, code and order key after payment', () => {
    const { store, data } = loadStore();
    store.cart.add(diagram(1));
    store.cart.setCode('WELCOME10');
    store.cart.setOrderKey('o'.repeat(32));
    store.cart.clear();
    expect(store.cartItemsVar()).toEqual([]);
    expect(store.cartCodeVar()).toBeNull();
    expect(store.orderKeyVar()).toBeNull();
    expect(data.get('cart')).toBe('[]');
    expect(data.has('orderKey')).toBe(false);
  });
});
