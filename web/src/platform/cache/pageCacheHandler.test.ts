import type { CacheEntry, CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import { MemoryPageCacheStore } from './memoryPageCacheStore';
import { createPageCacheHandler } from './pageCacheHandler';
import type { PageCacheStore } from './pageCacheStore';
import { redisStoresForTest } from './redisStoresForTest';

const T0 = 1_800_000_000_000;

function entry(text: string, fields: Partial<Omit<CacheEntry, 'value'>> = {}): CacheEntry {
  return {
    value: new Response(text).body as ReadableStream<Uint8Array>,
    tags: ['category:pumps', 'listings'],
    stale: 30,
    timestamp: T0,
    revalidate: 900,
    expire: 3600,
    ...fields,
  };
}

async function read(handler: CacheHandler, key: string): Promise<string | undefined> {
  const found = await handler.get(key, []);
  return found && new Response(found.value).text();
}

describe('page cache handler (one process, in memory)', () => {
  let clock: number;
  let handler: CacheHandler;
  let store: MemoryPageCacheStore;
  beforeEach(() => {
    clock = T0;
    store = new MemoryPageCacheStore(1024, () => clock);
    handler = createPageCacheHandler(store, 'build-1', () => clock);
  });

  it('serves what was stored, with its tags and lifetimes, as often as asked', async () => {
    await handler.set('page', Promise.resolve(entry('<h1>Pumps</h1>')));
    expect(await read(handler, 'page')).toBe('<h1>Pumps</h1>');
    const again = await handler.get('page', []);
    expect(again && { ...again, value: undefined }).toEqual({
      tags: ['category:pumps', 'listings'],
      stale: 30,
      timestamp: T0,
      revalidate: 900,
      expire: 3600,
      value: undefined,
    });
  });

  it('misses once one of the entry tags is invalidated, and reports the invalidation time', async () => {
    await handler.set('page', Promise.resolve(entry('old')));
    clock += 1000;
    await handler.updateTags(['category:pumps']);
    expect(await read(handler, 'page')).toBeUndefined();
    expect(await handler.getExpiration(['menu', 'category:pumps'])).toBe(T0 + 1000);
    expect(await handler.getExpiration(['menu'])).toBe(0);
  });

  it('misses after the revalidate time, and does not store an entry without a lifetime', async () => {
    await handler.set('page', Promise.resolve(entry('old')));
    clock += 901_000;
    expect(await read(handler, 'page')).toBeUndefined();
    await handler.set('dynamic', Promise.resolve(entry('per request', { expire: 0 })));
    expect(await read(handler, 'dynamic')).toBeUndefined();
  });

  it('does not serve another build its entries', async () => {
    await handler.set('page', Promise.resolve(entry('built by 1')));
    expect(
      await read(
        createPageCacheHandler(store, 'build-2', () => clock),
        'page',
      ),
    ).toBeUndefined();
  });

  it('evicts the least recently read entry when the byte budget is full', async () => {
    await handler.set('a', Promise.resolve(entry('a'.repeat(400))));
    await handler.set('b', Promise.resolve(entry('b'.repeat(400))));
    await read(handler, 'a');
    await handler.set('c', Promise.resolve(entry('c'.repeat(400))));
    expect(await read(handler, 'b')).toBeUndefined();
    expect(await read(handler, 'a')).toBe('a'.repeat(400));
  });

  it('makes a read wait for an entry still being written', async () => {
    let finish: (value: CacheEntry) => void = () => {};
    const writing = handler.set('page', new Promise((resolve) => (finish = resolve)));
    const reading = read(handler, 'page');
    finish(entry('written'));
    await writing;
    expect(await reading).toBe('written');
  });

  it('renders uncached when its store fails, and then takes any tag as just invalidated', async () => {
    const broken: PageCacheStore = {
      get: () => Promise.reject(new Error('down')),
      set: () => Promise.reject(new Error('down')),
      invalidatedAt: () => Promise.reject(new Error('down')),
      invalidate: () => Promise.resolve(),
    };
    const failing = createPageCacheHandler(broken, 'build-1', () => clock);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await failing.set('page', Promise.resolve(entry('x')));
    expect(await read(failing, 'page')).toBeUndefined();
    expect(await failing.getExpiration(['menu'])).toBe(clock);
  });
});

describe('page cache handler shared through Redis (two web processes)', () => {
  const { clients, prefix, stores } = redisStoresForTest();
  const [first, second] = stores.map((store) => createPageCacheHandler(store, 'b1'));

  it('serves a page stored by one process from the other, until the other revalidates its tag', async () => {
    const now = Date.now();
    await first.set('page', Promise.resolve(entry('<h1>Pumps</h1>', { timestamp: now - 10 })));
    expect(await read(second, 'page')).toBe('<h1>Pumps</h1>');
    await second.updateTags(['listings']);
    expect(await read(first, 'page')).toBeUndefined();
    expect(await first.getExpiration(['listings'])).toBeGreaterThanOrEqual(now);
  });

  it('lets Redis expire an entry with its lifetime', async () => {
    const handler = createPageCacheHandler(stores[0], 'short-lived');
    await handler.set('page', Promise.resolve(entry('x', { timestamp: Date.now(), expire: 60 })));
    const [key] = await clients[1].keys(`${prefix}entry:short-lived:*`);
    const ttl = await clients[1].ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });
});
