import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type {
  CachedFetchValue,
  GetIncrementalFetchCacheContext,
  GetIncrementalResponseCacheHandlerContext,
  IncrementalCachedAppPageValue,
  SetIncrementalFetchCacheContext,
} from 'next/dist/server/response-cache/types';
import { errorPageTag } from './errorPageTag';
import { createIsrCacheHandler, type IsrCacheHandler } from './isrCacheHandler';
import { MemoryPageCacheStore } from './memoryPageCacheStore';
import { createPageCacheHandler } from './pageCacheHandler';
import type { PageCacheStore } from './pageCacheStore';
import { redisStoresForTest } from './redisStoresForTest';
import { type ServedPage, traceServedPages } from './servedPageTrace';

const T0 = 1_800_000_000_000;
const pageLookup = { kind: 'APP_PAGE', isFallback: false } as GetIncrementalResponseCacheHandlerContext;
const lifetime = { cacheControl: { revalidate: 900, expire: 3600 } };

/** A category page as Next hands it over: HTML, RSC payload and per-segment prefetch data, tagged. */
function categoryPage(html = '<h1>Pumps</h1>'): IncrementalCachedAppPageValue {
  return {
    kind: 'APP_PAGE' as IncrementalCachedAppPageValue['kind'],
    html,
    rscData: Buffer.from([0, 1, 2, 255, 254]),
    status: 200,
    postponed: undefined,
    headers: { 'x-next-cache-tags': 'category:pumps,listings,_N_T_/layout,_N_T_/en/category/pumps/page' },
    segmentData: new Map([
      ['/_tree', Buffer.from('tree')],
      ['/_full', Buffer.from([0xff, 0x00, 0x3a])],
    ]),
  };
}

/** What a visitor's browser would get: the HTML, and the bytes of the RSC payload and of each segment. */
function served(found: CacheHandlerValue | null) {
  const value = found?.value as IncrementalCachedAppPageValue | undefined;
  return (
    value && {
      html: value.html,
      rsc: [...(value.rscData ?? [])],
      // By path: a Redis hash past its small size keeps no field order (its seed changes with each server start).
      segments: [...(value.segmentData ?? [])].map(([path, bytes]) => [path, [...bytes]]).sort(),
      status: value.status,
      tags: value.headers?.['x-next-cache-tags'],
      cacheControl: found?.cacheControl,
    }
  );
}

const expectedPage = {
  html: '<h1>Pumps</h1>',
  rsc: [0, 1, 2, 255, 254],
  segments: [
    ['/_full', [0xff, 0x00, 0x3a]],
    ['/_tree', [...Buffer.from('tree')]],
  ],
  status: 200,
  tags: 'category:pumps,listings,_N_T_/layout,_N_T_/en/category/pumps/page',
  cacheControl: { revalidate: 900, expire: 3600 },
};

describe('ISR cache handler (one process, in memory)', () => {
  let clock: number;
  let store: MemoryPageCacheStore;
  let handler: IsrCacheHandler;
  beforeEach(() => {
    clock = T0;
    store = new MemoryPageCacheStore(1024 * 1024, () => clock);
    handler = createIsrCacheHandler(store, 'build-1', () => clock);
  });

  it('serves a stored page whole: HTML, RSC bytes, segment map, status, tags and its lifetime', async () => {
    await handler.set('/route-cache/APP_PAGE/abc/$/en/category/pumps', categoryPage(), lifetime);
    const found = await handler.get('/route-cache/APP_PAGE/abc/$/en/category/pumps', pageLookup);
    expect(served(found)).toEqual(expectedPage);
    expect(found?.lastModified).toBe(T0);
    const value = found?.value as IncrementalCachedAppPageValue | undefined;
    expect(value?.segmentData?.get('/_tree')).toBeInstanceOf(Buffer);
  });

  it('gives a page that shows an error page its status: the render being stored and every hit after it', async () => {
    const failed = categoryPage('<h1>Surprising for us</h1>');
    failed.headers = { 'x-next-cache-tags': `_N_T_/layout,${errorPageTag(500)}` };
    await handler.set('failed', failed, { cacheControl: { revalidate: 1, expire: 60 } });
    // The value Next answers the rendering request with, and the requests that waited on it.
    expect(failed.status).toBe(500);
    expect(served(await handler.get('failed', pageLookup))?.status).toBe(500);
    await handler.set('fine', categoryPage(), lifetime);
    expect(served(await handler.get('fine', pageLookup))?.status).toBe(200);
  });

  it('misses once one of the page tags is revalidated, an implicit path tag included', async () => {
    await handler.set('a', categoryPage(), lifetime);
    clock += 1000;
    await handler.revalidateTag('listings');
    expect(await handler.get('a', pageLookup)).toBeNull();
    clock += 1000;
    await handler.set('a', categoryPage('<h1>Pumps, fresh</h1>'), lifetime);
    expect(served(await handler.get('a', pageLookup))?.html).toBe('<h1>Pumps, fresh</h1>');
    await handler.revalidateTag(['_N_T_/layout']); // revalidatePath('/', 'layout')
    expect(await handler.get('a', pageLookup)).toBeNull();
  });

  it('shares tag times with the "use cache" handler on the same store', async () => {
    await handler.set('page', categoryPage(), lifetime);
    clock += 1000;
    await createPageCacheHandler(store, 'build-1', () => clock).updateTags(['category:pumps']);
    expect(await handler.get('page', pageLookup)).toBeNull();
  });

  it('misses a fetch entry when its tags, or the implicit tags of the page asking, were revalidated', async () => {
    const fetched = {
      kind: 'FETCH',
      data: { headers: {}, body: '{"ok":true}', url: 'http://gateway/', status: 200 },
      revalidate: 60,
    } as CachedFetchValue;
    const setContext: SetIncrementalFetchCacheContext = { fetchCache: true, tags: ['menu'] };
    const lookup = { kind: 'FETCH', tags: ['menu'], softTags: ['_N_T_/en/page'] } as GetIncrementalFetchCacheContext;
    await handler.set('fetch-1', fetched, setContext);
    expect((await handler.get('fetch-1', lookup))?.value).toEqual(fetched);
    clock += 1000;
    await handler.revalidateTag('_N_T_/en/page');
    expect(await handler.get('fetch-1', lookup)).toBeNull();
    clock += 1000;
    await handler.set('fetch-1', fetched, setContext);
    expect(await handler.get('fetch-1', lookup)).not.toBeNull();
    clock += 1000;
    await handler.revalidateTag('menu');
    expect(await handler.get('fetch-1', { kind: 'FETCH' } as GetIncrementalFetchCacheContext)).toBeNull();
  });

  it('does not serve another build its pages', async () => {
    await handler.set('page', categoryPage(), lifetime);
    const nextBuild = createIsrCacheHandler(store, 'build-2', () => clock);
    expect(await nextBuild.get('page', pageLookup)).toBeNull();
  });

  it('renders a page again once its revalidate time is past, rather than serving it stale', async () => {
    // A page rendered while the gateway failed (a one-second lifetime): the next visitor after it gets a fresh try.
    await handler.set('page', categoryPage('<p>Unavailable</p>'), { cacheControl: { revalidate: 1, expire: 60 } });
    clock += 999;
    expect(served(await handler.get('page', pageLookup))?.html).toBe('<p>Unavailable</p>');
    clock += 1;
    expect(await handler.get('page', pageLookup)).toBeNull();
    await handler.set('page', categoryPage(), { cacheControl: { revalidate: false, expire: undefined } });
    clock += 86_400_000;
    expect(served(await handler.get('page', pageLookup))?.html).toBe('<h1>Pumps</h1>');
  });

  it('tells the request it serves a page which tags and times keep that page current (the server replays it)', async () => {
    await handler.set('page', categoryPage(), lifetime);
    await handler.set('fetch', { kind: 'FETCH', data: {}, revalidate: 60 } as CachedFetchValue, { fetchCache: true });
    const seen: ServedPage[] = [];
    await traceServedPages(seen, async () => {
      await handler.get('page', pageLookup);
      await handler.get('fetch', { kind: 'FETCH' } as GetIncrementalFetchCacheContext);
      await handler.get('nothing', pageLookup);
    });
    expect(seen).toEqual([
      {
        tags: ['category:pumps', 'listings', '_N_T_/layout', '_N_T_/en/category/pumps/page'],
        lastModified: T0,
        dueAt: T0 + 900_000,
      },
    ]);
    clock += 900_000;
    await traceServedPages(seen, () => handler.get('page', pageLookup));
    expect(seen).toHaveLength(1);
  });

  it('lets the store expire a page with its `expire` lifetime', async () => {
    await handler.set('page', categoryPage(), lifetime);
    clock += 3600 * 1000;
    expect(await handler.get('page', pageLookup)).toBeNull();
  });

  it('renders uncached when its store fails: a read or a write is logged, not thrown', async () => {
    const broken: PageCacheStore = {
      get: () => Promise.reject(new Error('down')),
      set: () => Promise.reject(new Error('down')),
      invalidatedAt: () => Promise.reject(new Error('down')),
      invalidate: () => Promise.reject(new Error('down')),
    };
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failing = createIsrCacheHandler(broken, 'build-1', () => clock);
    await expect(failing.set('page', categoryPage(), lifetime)).resolves.toBeUndefined();
    expect(await failing.get('page', pageLookup)).toBeNull();
    expect(errors).toHaveBeenCalledTimes(2);
    // Tags unreadable: a stored page is not served, it might have been revalidated.
    await handler.set('page', categoryPage(), lifetime);
    jest.spyOn(store, 'invalidatedAt').mockRejectedValue(new Error('down'));
    expect(await handler.get('page', pageLookup)).toBeNull();
    errors.mockRestore();
  });
});

describe('ISR cache handler shared through Redis (two web processes)', () => {
  const { clients, prefix, stores } = redisStoresForTest();
  const [first, second] = stores.map((store) => createIsrCacheHandler(store, 'b1'));

  it('serves a page stored by one process from the other, until the other revalidates one of its tags', async () => {
    await first.set('/route-cache/APP_PAGE/abc/$/en/category/pumps', categoryPage(), lifetime);
    const found = await second.get('/route-cache/APP_PAGE/abc/$/en/category/pumps', pageLookup);
    expect(served(found)).toEqual(expectedPage);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await second.revalidateTag(['category:pumps']);
    expect(await first.get('/route-cache/APP_PAGE/abc/$/en/category/pumps', pageLookup)).toBeNull();
  });

  it('replaces a page whole, so segments of the old version do not survive', async () => {
    await first.set('page', categoryPage(), lifetime);
    await second.set(
      'page',
      { ...categoryPage('v2'), segmentData: new Map([['/_tree', Buffer.from('v2')]]) },
      lifetime,
    );
    const value = (await first.get('page', pageLookup))?.value as IncrementalCachedAppPageValue;
    expect([...(value.segmentData ?? []).keys()]).toEqual(['/_tree']);
    expect(value.html).toBe('v2');
  });

  it('lets Redis expire a page with its lifetime, and keeps builds apart', async () => {
    await first.set('short', categoryPage(), { cacheControl: { revalidate: 30, expire: 60 } });
    const [key] = await clients[1].keys(`${prefix}entry:b1:isr:*`);
    const ttl = await clients[1].ttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(3600);
    const otherBuild = createIsrCacheHandler(stores[1], 'b2');
    expect(await otherBuild.get('short', pageLookup)).toBeNull();
  });
});
