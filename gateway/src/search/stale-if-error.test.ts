import Redis from 'ioredis';
import pino from 'pino';
import { z } from 'zod';
import { STALE_RETENTION_SECONDS, scaledLifetimes } from '../cache/lifetimes';
import { MemoryStore } from '../cache/memory-store';
import { RedisStore } from '../cache/redis-store';
import { ResponseCache } from '../cache/response-cache';
import type { CacheStore } from '../cache/store';
import { type FaultyUpstream, type UpstreamMode, startFaultyUpstream } from '../upstreams/__fixtures__/faulty-upstream';
import { DiagramSearchIndexes } from './diagram-search';
import { ContentClient } from '../upstreams/content/client';
import { ContentUnreachableError, UpstreamError } from '../upstreams/content/errors';
import { fetchSearchableDiagrams } from '../upstreams/content/diagrams';
import { ShopClient } from '../upstreams/shop/client';
import { ShopError, ShopUnreachableError } from '../upstreams/shop/errors';

const category = z.object({ documentId: z.string(), name: z.string() });
// 300 s lifetimes end after 300 ms.
const lifetimes = scaledLifetimes(0.001);
const pastLifetime = () => new Promise((resolve) => setTimeout(resolve, lifetimes.categories * 1000 + 100));

/** The one page of a locale's searchable diagrams. */
const SEARCHABLE_PAGE = {
  data: [
    {
      documentId: 'd7',
      legacy_id: 7,
      url: 'business-model-canvas',
      title: 'Business model canvas',
      locale: 'en',
      released_at: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      tags: [],
      image: null,
      slides: [{ title: 'Key partners' }],
    },
  ],
  meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } },
};

let upstream: FaultyUpstream;
/** What the stand-in backend currently says the category is called; null: it answers 404. */
let name: string | null = 'Maps';

beforeAll(async () => {
  upstream = await startFaultyUpstream((req, res) => {
    if (req.url?.startsWith('/api/diagrams?')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify(SEARCHABLE_PAGE));
    }
    if (name === null) {
      res.writeHead(404, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }),
      );
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [{ documentId: 'a1', name }], meta: {} }));
  });
  // The process's first fetch loads its HTTP client: slow on a busy machine, it is not the upstream's doing.
  await (await fetch(upstream.url)).text();
});

afterAll(() => upstream.close());

beforeEach(async () => {
  name = 'Maps';
  await upstream.setMode('answer');
});

function contentOver(store: CacheStore, keyPrefix = '') {
  const stale: string[] = [];
  const cache = new ResponseCache(store, {
    keyPrefix,
    lifetimes,
    logger: pino({ level: 'silent' }),
    onStale: (cacheName) => stale.push(cacheName),
  });
  const client = new ContentClient({ url: upstream.url, prefix: '/api', timeoutMs: 1000, cache });
  const categories = () => client.find('categories', { locale: 'en' }, category, 'categories');
  return { client, categories, stale };
}

const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
const redisPrefix = `faults-test:${process.pid}:`;
afterAll(async () => {
  await new RedisStore(redis).deleteStartingWith(redisPrefix);
  redis.disconnect();
});

describe.each([
  ['in memory', () => contentOver(new MemoryStore())],
  ['in Redis', () => contentOver(new RedisStore(redis), `${redisPrefix}${Math.random()}:`)],
])('a catalogue read whose backend fails, %s', (_store, open) => {
  it.each<[string, UpstreamMode]>([
    ['refuses connections', 'refuse'],
    ['answers 500', 'fail'],
    ['never answers', 'hang'],
  ])(
    'answers its last good copy past the lifetime while the backend %s, then fresh content once it recovers',
    async (_what, mode) => {
      const { categories, stale } = open();
      expect(await categories()).toEqual([{ documentId: 'a1', name: 'Maps' }]);
      await upstream.setMode(mode);
      await pastLifetime();
      expect(await categories()).toEqual([{ documentId: 'a1', name: 'Maps' }]);
      expect(stale).toEqual(['categories']);

      name = 'Maps and plans';
      await upstream.setMode('answer');
      expect(await categories()).toEqual([{ documentId: 'a1', name: 'Maps and plans' }]);
    },
  );

  it('keeps the last good copy when content changes clear the cache', async () => {
    const { client, categories } = open();
    await categories();
    await client.forgetCached('categories');
    await upstream.setMode('refuse');
    expect(await categories()).toEqual([{ documentId: 'a1', name: 'Maps' }]);
  });
});

describe('stale-if-error, where it stops', () => {
  it('fails as before when no good copy was ever read', async () => {
    await upstream.setMode('refuse');
    await expect(contentOver(new MemoryStore()).categories()).rejects.toBeInstanceOf(ContentUnreachableError);
  });

  it("serves no stale copy over the backend's own refusal (a 4xx)", async () => {
    const { categories } = contentOver(new MemoryStore());
    await categories();
    name = null;
    await pastLifetime();
    await expect(categories()).rejects.toEqual(new UpstreamError(404, 'NotFoundError', 'Not Found'));
  });

  it('keeps the last good copy in Redis for 24 h, the fresh one for its lifetime', async () => {
    const keyPrefix = `${redisPrefix}ttl:`;
    await contentOver(new RedisStore(redis), keyPrefix).categories();
    const key = `content:${upstream.url}/api/categories?locale=en`;
    expect(await redis.pttl(`${keyPrefix}${key}`)).toBeLessThanOrEqual(lifetimes.categories * 1000);
    expect(await redis.pttl(`${keyPrefix}stale:${key}`)).toBeGreaterThan((STALE_RETENTION_SECONDS - 60) * 1000);
  });

  it('builds a search index from the last good pages in Redis in a gateway started during the outage', async () => {
    const keyPrefix = `${redisPrefix}search:`;
    const searchOver = () => {
      const { client } = contentOver(new RedisStore(redis), keyPrefix);
      return new DiagramSearchIndexes({
        load: (locale) => fetchSearchableDiagrams(client, locale),
        lifetimeMs: lifetimes.searchIndex * 1000,
        logger: pino({ level: 'silent' }),
      });
    };
    const titles = async (query: string) => (await searchOver().ranked('en', query)).map(({ title }) => title);
    expect(await titles('canvas')).toEqual(['Business model canvas']);
    await upstream.setMode('refuse');
    expect(await titles('partners')).toEqual(['Business model canvas']);
  });

  it('never answers a shop call from an old copy: a failing shop fails the call', async () => {
    const shop = new ShopClient({ url: upstream.url, prefix: '/api', timeoutMs: 1000 });
    const read = () => shop.get('categories', '/categories', z.object({ data: z.array(category) }));
    expect((await read()).data).toEqual([{ documentId: 'a1', name: 'Maps' }]);
    await upstream.setMode('fail');
    await expect(read()).rejects.toBeInstanceOf(ShopError);
    await upstream.setMode('refuse');
    await expect(read()).rejects.toBeInstanceOf(ShopUnreachableError);
  });
});
