import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RenderAllowance } from './renderAllowance';
import { limitRenders } from './renderLimit';

/** A server whose "Next" renders pages under /new/ (MISS), serves others from the page cache (HIT), and files. */
async function startServer(allowance: RenderAllowance) {
  const server: Server = createServer((request, response) => {
    const visitor = String(request.headers['x-visitor']);
    const exchange = { request, response, headers: { 'X-Content-Type-Options': 'nosniff' } };
    void limitRenders(allowance, visitor, exchange, async () => {
      if (!request.url?.includes('.'))
        response.setHeader('x-nextjs-cache', request.url?.includes('/new/') ? 'MISS' : 'HIT');
      response.end('page');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    get: (path: string, visitor = '10.0.0.1') => fetch(base + path, { headers: { 'x-visitor': visitor } }),
    /** Asks for `path` and hangs up 10 ms later, before the answer. */
    hangUp: (path: string) =>
      new Promise<void>((resolve) => {
        const request = get(base + path, { headers: { 'x-visitor': '10.0.0.1' } });
        request.on('error', () => {});
        request.on('close', () => resolve());
        setTimeout(() => request.destroy(), 10);
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let shop: Awaited<ReturnType<typeof startServer>>;
beforeEach(async () => {
  shop = await startServer(RenderAllowance.inMemory(2));
});
afterEach(() => shop.close());

describe('limitRenders', () => {
  it('gives a visitor past their renders the rate-limit page in the language of the path, for a minute', async () => {
    for (const path of ['/new/a/', '/new/b/']) expect((await shop.get(path)).status).toBe(200);
    // Let the second render's count land (it is taken once the response has gone).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const refused = await shop.get('/fr/category/x/');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await refused.text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Trop de requêtes');
    // Files still load; another visitor is not affected.
    expect((await shop.get('/_next/static/chunks/app.js')).status).toBe(200);
    expect((await shop.get('/new/c/', '10.0.0.2')).status).toBe(200);
  });

  it('counts a render whose visitor hung up before the answer', async () => {
    for (const path of ['/new/slow/a/', '/new/slow/b/']) await shop.hangUp(path);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await shop.get('/category/x/')).status).toBe(429);
  });

  it('counts an IPv6 visitor by their /64, and never refuses the checkout', async () => {
    expect((await shop.get('/new/a/', '2001:db8:1:2::a')).status).toBe(200);
    expect((await shop.get('/new/b/', '2001:db8:1:2:ffff::b')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await shop.get('/new/c/', '2001:db8:1:2::c')).status).toBe(429);
    expect((await shop.get('/fr/checkout/order/', '2001:db8:1:2::c')).status).toBe(200);
    expect((await shop.get('/new/c/', '2001:db8:1:3::c')).status).toBe(200);
  });

  it('does not count pages served from the page cache', async () => {
    for (let visit = 0; visit < 5; visit += 1) expect((await shop.get('/category/x/')).status).toBe(200);
    expect((await shop.get('/new/a/')).status).toBe(200);
  });
});
