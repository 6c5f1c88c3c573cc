/**
 * The wishlist store against Node's EventTarget as the browser's window: localStorage is a Map,
 * `storage` events are real events (the store dispatches one for this tab; another tab's write only
 * fires one). The gateway is a recording FavouritesApi: what the store sends is what is asserted.
 */
import type { FavouritesApi } from './wishlistStore';

class TestStorageEvent extends Event {
  readonly key: string | null;
  constructor(type: string, init: { key: string | null }) {
    super(type);
    this.key = init.key;
  }
}

function browser(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const window = Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    },
  });
  Object.assign(globalThis, { window, StorageEvent: TestStorageEvent });
  let store!: typeof import('./wishlistStore');
  let anonymous!: typeof import('@/platform/session/anonymousId');
  jest.isolateModules(() => {
    store = require('./wishlistStore');
    anonymous = require('@/platform/session/anonymousId');
  });
  const otherTabWrites = (key: string, value: string) => {
    data.set(key, value);
    window.dispatchEvent(new TestStorageEvent('storage', { key }));
  };
  return { data, window, store, anonymous, otherTabWrites };
}

const ANON = 'A'.repeat(32);

function gateway(overrides: Partial<FavouritesApi> = {}) {
  const calls: string[] = [];
  let next = 1;
  const api: FavouritesApi = {
    async add(legacyId, anonymousUserId) {
      calls.push(`add ${legacyId} ${anonymousUserId ?? '-'}`);
      return { favouriteId: `f${next++}`, anonymousUserId: anonymousUserId ?? ANON };
    },
    async remove(id, anonymousUserId) {
      calls.push(`remove ${id} ${anonymousUserId ?? '-'}`);
    },
    ...overrides,
  };
  return { api, calls };
}

const diagram = (legacyId: number) => ({ id: `doc${legacyId}`, legacyId });

afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
  delete (globalThis as Record<string, unknown>).StorageEvent;
});

describe('wishlist store (spec §4)', () => {
  it('adding appends an entry and keeps the anonymous id the server returned', async () => {
    const { store, data, anonymous } = browser();
    const { api, calls } = gateway();
    await expect(store.addToWishlist(diagram(7), api)).resolves.toBe('added');
    await store.addToWishlist(diagram(9), api);
    expect(calls).toEqual(['add 7 -', `add 9 ${ANON}`]);
    expect(anonymous.readAnonymousUserId()).toBe(ANON);
    expect(JSON.parse(data.get('wishlist') ?? '')).toEqual([
      { diagram: diagram(7), favouriteId: 'f1', anonymousUserId: ANON },
      { diagram: diagram(9), favouriteId: 'f2', anonymousUserId: ANON },
    ]);
  });

  it('adding a diagram already there does nothing, and calls nothing', async () => {
    const { store } = browser();
    const { api, calls } = gateway();
    await store.addToWishlist(diagram(7), api);
    await expect(store.addToWishlist(diagram(7), api)).resolves.toBe('unchanged');
    expect(calls).toEqual(['add 7 -']);
    expect(store.wishlistEntries()).toHaveLength(1);
  });

  it('a refused add changes nothing', async () => {
    const { store, data } = browser();
    const { api } = gateway({ add: () => Promise.reject(new Error('UNKNOWN_DIAGRAM')) });
    await expect(store.addToWishlist(diagram(999999), api)).rejects.toThrow('UNKNOWN_DIAGRAM');
    expect(store.wishlistEntries()).toEqual([]);
    expect(data.has('wishlist')).toBe(false);
    expect(data.has('anonymousUserId')).toBe(false);
  });

  it('removing deletes the entry only after the delete call succeeded', async () => {
    const { store, data } = browser();
    let finish!: () => void;
    const { api, calls } = gateway({
      remove: (id, anonymousUserId) => {
        calls.push(`remove ${id} ${anonymousUserId}`);
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    });
    await store.addToWishlist(diagram(7), api);
    const removing = store.removeFromWishlist(7, api);
    expect(calls).toEqual(['add 7 -', `remove f1 ${ANON}`]);
    expect(store.wishlistEntries()).toHaveLength(1); // still there while the call runs
    finish();
    await expect(removing).resolves.toBe('removed');
    expect(store.wishlistEntries()).toEqual([]);
    expect(data.get('wishlist')).toBe('[]');
  });

  it('a refused remove keeps the entry', async () => {
    const { store } = browser();
    const { api } = gateway({ remove: () => Promise.reject(new Error('UNKNOWN_FAVOURITE')) });
    await store.addToWishlist(diagram(7), api);
    await expect(store.removeFromWishlist(7, api)).rejects.toThrow('UNKNOWN_FAVOURITE');
    expect(store.wishlistEntries()[0]?.favouriteId).toBe('f1');
  });

  it('removing a diagram that is not in the wishlist does nothing, and calls nothing', async () => {
    const { store } = browser();
    const { api, calls } = gateway();
    await expect(store.removeFromWishlist(42, api)).resolves.toBe('unchanged');
    expect(calls).toEqual([]);
  });

  it('persists: a reload reads the stored list; a corrupt one counts as empty', () => {
    const stored = JSON.stringify([{ diagram: diagram(3), favouriteId: 'f3', anonymousUserId: ANON }]);
    expect(
      browser({ wishlist: stored })
        .store.wishlistEntries()
        .map((entry) => entry.favouriteId),
    ).toEqual(['f3']);
    expect(browser({ wishlist: '{not json' }).store.wishlistEntries()).toEqual([]);
    expect(browser({ wishlist: '[{"diagram":7}]' }).store.wishlistEntries()).toEqual([]);
  });

  it("follows another tab's changes and tells this tab's listeners (the header badge) of its own", async () => {
    const { store, window, otherTabWrites } = browser();
    const heard: (string | null)[] = [];
    window.addEventListener('storage', (event) => heard.push((event as TestStorageEvent).key));
    let changes = 0;
    store.subscribeWishlist(() => changes++);
    await store.addToWishlist(diagram(7), gateway().api);
    expect(heard).toEqual(['wishlist']);
    otherTabWrites('wishlist', JSON.stringify([{ diagram: diagram(8), favouriteId: 'f8', anonymousUserId: null }]));
    expect(store.wishlistEntries().map((entry) => entry.diagram.legacyId)).toEqual([8]);
    expect(changes).toBe(2);
  });

  it("takes the server's list as the truth, unless the visitor changed the list since it was asked for", async () => {
    const { store } = browser();
    const { api } = gateway();
    await store.addToWishlist(diagram(7), api);
    const server = [{ id: 's1', diagramLegacyId: 5, anonymousUserId: ANON, diagram: { id: 'doc5' } }];
    const askedAt = store.wishlistRevision();
    await store.addToWishlist(diagram(9), api);
    expect(store.reconcileWishlist(server, askedAt)).toBe(false);
    expect(store.wishlistEntries()).toHaveLength(2);
    expect(store.reconcileWishlist(server, store.wishlistRevision())).toBe(true);
    expect(store.wishlistEntries()).toEqual([
      { diagram: { id: 'doc5', legacyId: 5 }, favouriteId: 's1', anonymousUserId: ANON },
    ]);
  });

  it("keeps a signed-in account's favourite, which has no anonymous id, across reloads", async () => {
    const { store, data } = browser();
    await store.addToWishlist(
      diagram(4),
      gateway({ add: async () => ({ favouriteId: 'u1', anonymousUserId: '' }) }).api,
    );
    expect(store.wishlistEntries()).toEqual([{ diagram: diagram(4), favouriteId: 'u1', anonymousUserId: null }]);
    expect(browser({ wishlist: data.get('wishlist') ?? '' }).store.wishlistEntries()).toHaveLength(1);
  });
});
