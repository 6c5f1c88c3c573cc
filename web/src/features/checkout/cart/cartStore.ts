import { type ReactiveValue, reactiveValue } from '@/platform/storage/reactiveValue';
import { normalizeCode, parseCart, parseOrderKey, type CartItem } from './cartItem';
import { addToCart, removeFromCart, type NewCartItem } from './cartRules';
import { localStore } from '@/platform/storage/localStore';

/** localStorage keys: `cart` stays a JSON array, which the header badge counts. */
const CART_KEY = 'cart';
const CODE_KEY = 'cartCode';
const ORDER_KEY = 'orderKey';

/**
 * The cart in reactive values, persisted in localStorage: it survives reloads, and other
 * tabs' changes arrive as `storage` events. On the server the variables stay empty and are never
 * written (they are shared by every request); components read them through useCart(), which
 * renders the server's "not known yet" during hydration.
 */
export const cartItemsVar: ReactiveValue<readonly CartItem[]> = reactiveValue<readonly CartItem[]>([]);
export const cartCodeVar: ReactiveValue<string | null> = reactiveValue<string | null>(null);
export const orderKeyVar: ReactiveValue<string | null> = reactiveValue<string | null>(null);

type Entry<T> = {
  key: string;
  variable: ReactiveValue<T>;
  parse: (raw: string | null) => T;
  serialize: (value: T) => string | null;
};

const entries = {
  items: {
    key: CART_KEY,
    variable: cartItemsVar,
    parse: parseCart,
    serialize: (items: readonly CartItem[]) => JSON.stringify(items),
  } satisfies Entry<readonly CartItem[]>,
  code: {
    key: CODE_KEY,
    variable: cartCodeVar,
    parse: normalizeCode,
    serialize: (code: string | null) => code,
  } satisfies Entry<string | null>,
  orderKey: {
    key: ORDER_KEY,
    variable: orderKeyVar,
    parse: parseOrderKey,
    serialize: (key: string | null) => key,
  } satisfies Entry<string | null>,
};

/** What each key held when last read or written here, so a storage event for an unchanged value is ignored. */
const lastRaw = new Map<string, string | null>();

function load<T>(entry: Entry<T>): void {
  const store = localStore();
  if (!store) return;
  const raw = store.getItem(entry.key);
  if (lastRaw.has(entry.key) && lastRaw.get(entry.key) === raw) return;
  lastRaw.set(entry.key, raw);
  const value = entry.parse(raw);
  // A corrupt value is discarded from storage too.
  const clean = entry.serialize(value);
  if (raw !== null && clean !== raw) write(entry.key, clean);
  entry.variable(value);
}

function write(key: string, value: string | null): void {
  const store = localStore();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // quota or privacy mode: the variable still holds the value for this page
  }
  lastRaw.set(key, value);
  // Same-tab listeners (the header badge) hear about it like other tabs do.
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

function save<T>(entry: Entry<T>, value: T): void {
  if (typeof window === 'undefined') return;
  entry.variable(value);
  write(entry.key, entry.serialize(value));
}

let started = false;

/** Reads the stored cart once and follows other tabs; a no-op on the server. */
export function startCartStore(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  for (const entry of Object.values(entries)) load(entry as Entry<unknown>);
  window.addEventListener('storage', (event) => {
    const entry = Object.values(entries).find((candidate) => candidate.key === event.key);
    if (entry) load(entry as Entry<unknown>);
    else if (event.key === null) for (const each of Object.values(entries)) load(each as Entry<unknown>); // storage.clear()
  });
}

// In the browser the stored cart is read when this module loads, before any component subscribes.
if (typeof window !== 'undefined') startCartStore();

export const cart = {
  add(item: NewCartItem): boolean {
    startCartStore();
    const before = cartItemsVar();
    const after = addToCart(before, item);
    if (after === before) return false;
    save(entries.items, after);
    return true;
  },
  remove(diagramId: number): CartItem | undefined {
    startCartStore();
    const before = cartItemsVar();
    const removed = before.find((item) => item.diagramId === diagramId);
    const after = removeFromCart(before, diagramId);
    if (after !== before) save(entries.items, after);
    return removed;
  },
  setCode(code: string | null): void {
    startCartStore();
    save(entries.code, normalizeCode(code));
  },
  setOrderKey(key: string | null): void {
    startCartStore();
    save(entries.orderKey, parseOrderKey(key));
  },
  /** After payment: the cart, its code and the order key are done with. */
  clear(): void {
    startCartStore();
    save(entries.items, []);
    save(entries.code, null);
    save(entries.orderKey, null);
  },
};
