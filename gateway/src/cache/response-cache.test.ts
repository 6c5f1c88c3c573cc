import pino from 'pino';
import { CACHE_LIFETIMES } from './lifetimes';
import { MemoryStore } from './memory-store';
import { ResponseCache } from './response-cache';
import type { CacheStore } from './store';

/** No failure is an outage here: these tests are about the fresh cache. */
const notAnOutage = () => false;

function cacheOver(store: CacheStore) {
  const lookups: string[] = [];
  const cache = new ResponseCache(store, {
    keyPrefix: 'test:',
    lifetimes: CACHE_LIFETIMES,
    logger: pino({ level: 'silent' }),
    onLookup: (name, result) => lookups.push(`${name} ${result}`),
  });
  return { cache, lookups };
}

describe('ResponseCache', () => {
  it('loads on a miss, stores under the prefixed key with the named lifetime, and answers hits from the store', async () => {
    const store = new MemoryStore();
    const set = jest.spyOn(store, 'set');
    const { cache, lookups } = cacheOver(store);
    const load = jest.fn(async () => '{"data":[]}');
    expect(await cache.remember('catalogue', '/api/diagrams?page=1', load, notAnOutage)).toBe('{"data":[]}');
    expect(await cache.remember('catalogue', '/api/diagrams?page=1', load, notAnOutage)).toBe('{"data":[]}');
    expect(load).toHaveBeenCalledTimes(1);
    expect(set).toHaveBeenCalledWith('test:/api/diagrams?page=1', '{"data":[]}', CACHE_LIFETIMES.catalogue);
    expect(lookups).toEqual(['catalogue miss', 'catalogue hit']);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const { cache } = cacheOver(new MemoryStore());
    let release!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([
      cache.remember('diagram', 'k', load, notAnOutage),
      cache.remember('diagram', 'k', load, notAnOutage),
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    release('body');
    expect(await both).toEqual(['body', 'body']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stores nothing when the load fails', async () => {
    const { cache } = cacheOver(new MemoryStore());
    await expect(
      cache.remember('slide', 'k', async () => Promise.reject(new Error('boom')), notAnOutage),
    ).rejects.toThrow('boom');
    expect(await cache.remember('slide', 'k', async () => 'fresh', notAnOutage)).toBe('fresh');
  });

  it('treats a failing store as a miss, never as a failed request', async () => {
    const broken: CacheStore = {
      get: () => Promise.reject(new Error('redis down')),
      set: () => Promise.reject(new Error('redis down')),
      deleteStartingWith: () => Promise.reject(new Error('redis down')),
    };
    const { cache, lookups } = cacheOver(broken);
    expect(await cache.remember('categories', 'k', async () => 'from upstream', notAnOutage)).toBe('from upstream');
    expect(lookups).toEqual(['categories miss']);
  });
});

describe('ResponseCache.clear', () => {
  it('forgets the entries under a key start, and only those', async () => {
    const { cache } = cacheOver(new MemoryStore());
    await cache.remember('diagram', 'content:/api/diagrams?url=a', async () => 'old diagram', notAnOutage);
    await cache.remember('plans', 'content:/api/plans', async () => 'plans', notAnOutage);
    await cache.clear('content:/api/diagrams');
    expect(await cache.remember('diagram', 'content:/api/diagrams?url=a', async () => 'new diagram', notAnOutage)).toBe(
      'new diagram',
    );
    expect(await cache.remember('plans', 'content:/api/plans', async () => 'reloaded', notAnOutage)).toBe('plans');
  });

  it('does not store what a load begun before the clear read', async () => {
    const { cache } = cacheOver(new MemoryStore());
    let release!: (value: string) => void;
    const stale = cache.remember(
      'diagram',
      'k',
      () => new Promise<string>((resolve) => (release = resolve)),
      notAnOutage,
    );
    await new Promise((resolve) => setImmediate(resolve));
    await cache.clear();
    release('old');
    expect(await stale).toBe('old');
    expect(await cache.remember('diagram', 'k', async () => 'new', notAnOutage)).toBe('new');
  });

  it('logs a failing store rather than failing the webhook', async () => {
    const broken: CacheStore = {
      get: () => Promise.resolve(undefined),
      set: () => Promise.resolve(),
      deleteStartingWith: () => Promise.reject(new Error('redis down')),
    };
    await expect(cacheOver(broken).cache.clear()).resolves.toBeUndefined();
  });
});

describe('MemoryStore', () => {
  it('forgets an entry after its lifetime', async () => {
    let now = 1_000;
    // lru-cache reads its clock at most once per millisecond of real time.
    const moveClock = (ms: number) => {
      now += ms;
      return new Promise((resolve) => setTimeout(resolve, 5));
    };
    const store = new MemoryStore(1000, { now: () => now });
    await store.set('k', 'v', 300);
    await moveClock(299_000);
    expect(await store.get('k')).toBe('v');
    await moveClock(2_000);
    expect(await store.get('k')).toBeUndefined();
  });

  it('drops the least recently used entries past its size bound', async () => {
    const store = new MemoryStore(20);
    await store.set('a', '12345678', 60);
    await store.set('b', '12345678', 60);
    await store.get('a');
    await store.set('c', '12345678', 60);
    expect(await store.get('a')).toBe('12345678');
    expect(await store.get('b')).toBeUndefined();
    expect(await store.get('c')).toBe('12345678');
  });
});
