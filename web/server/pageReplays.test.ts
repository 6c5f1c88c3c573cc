import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MemoryPageCacheStore } from '../src/platform/cache/memoryPageCacheStore';
import { noteServedPage } from '../src/platform/cache/servedPageTrace';
import { PageReplays } from './pageReplays';

/**
 * What Next does for a cached page, as far as the replays see it: the ISR handler notes the page it served, and the
 * response says HIT. `answer` shapes one response; `renders` counts the requests Next had to answer.
 */
type Answer = { cache?: string; cookie?: string; policy?: string; dueAt?: number; tags?: string[] };

async function startServer(answer: (request: IncomingMessage) => Answer, tagReadMs = 0) {
  const store = new MemoryPageCacheStore();
  // Redis answers tag times after a round trip.
  const read = store.invalidatedAt.bind(store);
  store.invalidatedAt = async (tags) => {
    await new Promise((resolve) => setTimeout(resolve, tagReadMs));
    return read(tags);
  };
  let clock = 1_000;
  const replays = new PageReplays(store, 1024 * 1024, () => clock);
  let renders = 0;
  const next = (request: IncomingMessage, response: ServerResponse) => async () => {
    renders += 1;
    const { cache = 'HIT', cookie, policy, dueAt = 60_000, tags = ['diagram:7'] } = answer(request);
    if (cache === 'HIT') noteServedPage({ tags, lastModified: clock, dueAt });
    await new Promise((resolve) => setImmediate(resolve));
    response.setHeader('x-nextjs-cache', cache);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('etag', `"v${renders}"`);
    if (cookie) response.setHeader('set-cookie', cookie);
    if (policy) response.setHeader('content-security-policy', policy);
    response.write(`<p>render ${renders} for ${request.headers['accept-language']}</p>`);
    response.end(Buffer.from('<footer>é</footer>'));
  };
  const server: Server = createServer((request, response) => {
    void replays.handle(request, response, next(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: async (path: string, headers: Record<string, string> = {}) => {
      const response = await fetch(base + path, { headers });
      const header = (name: string) => response.headers.get(name);
      return {
        status: response.status,
        body: await response.text(),
        cache: header('x-nextjs-cache'),
        etag: header('etag'),
      };
    },
    renders: () => renders,
    invalidate: (tag: string) => store.invalidate([tag], clock),
    advance: (ms: number) => {
      clock += ms;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let shop: Awaited<ReturnType<typeof startServer>>;
let answer: Answer;

beforeEach(async () => {
  answer = {};
  shop = await startServer(() => answer);
});
afterEach(() => shop.close());

describe('PageReplays', () => {
  it('answers the same request for a cached page again with the same bytes, without Next', async () => {
    const first = await shop.get('/category/x/');
    const again = await shop.get('/category/x/');
    expect(again).toEqual(first);
    expect(first.body).toBe('<p>render 1 for *</p><footer>é</footer>');
    expect(shop.renders()).toBe(1);
  });

  it('answers concurrent requests from the kept response while its tag times are read', async () => {
    const slowStore = await startServer(() => ({}), 30);
    try {
      await slowStore.get('/category/x/');
      const bodies = await Promise.all(Array.from({ length: 10 }, () => slowStore.get('/category/x/')));
      expect(bodies.every(({ body }) => body.includes('render 1'))).toBe(true);
      expect(slowStore.renders()).toBe(1);
    } finally {
      await slowStore.close();
    }
  });

  it('asks Next again once a tag of the page is invalidated, then replays the new page', async () => {
    await shop.get('/category/x/');
    shop.advance(10);
    await shop.invalidate('diagram:7');
    shop.advance(1);
    expect((await shop.get('/category/x/')).body).toContain('render 2');
    expect((await shop.get('/category/x/')).body).toContain('render 2');
    expect(shop.renders()).toBe(2);
  });

  it('asks Next again once the page is due to be rendered again', async () => {
    answer = { dueAt: 1_500 };
    await shop.get('/');
    shop.advance(499);
    expect((await shop.get('/')).body).toContain('render 1');
    shop.advance(1);
    expect((await shop.get('/')).body).toContain('render 2');
  });

  it('keeps requests that route differently apart: language, query, currency cookie', async () => {
    await shop.get('/category/x/', { 'accept-language': 'fr' });
    const german = await shop.get('/category/x/', { 'accept-language': 'de' });
    await shop.get('/category/x/?page=2', { 'accept-language': 'fr' });
    await shop.get('/category/x/', { 'accept-language': 'fr', cookie: 'tz=Europe/Paris' });
    expect(german.body).toContain('for de');
    expect(shop.renders()).toBe(4);
    // Cookies the proxy does not read do not count.
    await shop.get('/category/x/', { 'accept-language': 'fr', cookie: 'shop_consent=all' });
    expect(shop.renders()).toBe(4);
  });

  it('keeps a response that sets the locale cookie, not one that sets another cookie', async () => {
    answer = { cookie: 'i18n_redirected=fr; Path=/; Max-Age=31536000' };
    await shop.get('/fr/');
    await shop.get('/fr/');
    answer = { cookie: 'visitor=42; Path=/' };
    await shop.get('/de/');
    await shop.get('/de/');
    expect(shop.renders()).toBe(3);
  });

  it('never keeps a response rendered for this request or with a nonce', async () => {
    answer = { cache: 'MISS' };
    await shop.get('/');
    answer = { policy: "script-src 'self' 'nonce-abc'" };
    await shop.get('/');
    await shop.get('/');
    expect(shop.renders()).toBe(3);
  });

  it("answers a browser that has the page's ETag with a 304, and one with another with the page", async () => {
    await shop.get('/category/x/');
    // As a browser revalidates; fetch() would otherwise add `no-cache`, which asks for the whole page.
    const revalidate = { 'cache-control': 'max-age=0' };
    const unchanged = await shop.get('/category/x/', { ...revalidate, 'if-none-match': '"v1"' });
    expect(unchanged).toEqual({ status: 304, body: '', cache: 'HIT', etag: '"v1"' });
    const changed = await shop.get('/category/x/', { ...revalidate, 'if-none-match': '"v0"' });
    expect(changed).toMatchObject({ status: 200, body: expect.stringContaining('render 1'), etag: '"v1"' });
    // A reload the visitor forces (no-cache) gets the whole page, as from Next.
    const forced = await shop.get('/category/x/', { 'if-none-match': '"v1"', 'cache-control': 'no-cache' });
    expect(forced.status).toBe(200);
    expect(shop.renders()).toBe(1);
  });

  it('leaves navigations, prefetches and range requests to Next', async () => {
    await shop.get('/category/x/');
    await shop.get('/category/x/', { rsc: '1' });
    await shop.get('/category/x/?_rsc=abc');
    await shop.get('/category/x/', { range: 'bytes=0-10' });
    expect(shop.renders()).toBe(4);
  });
});
