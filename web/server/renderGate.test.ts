import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RenderGate } from './renderGate';

const RENDER_MS = 150;

/** A server whose "Next" takes RENDER_MS to answer each request, through a gate of two slots; it notes what it rendered. */
async function startServer() {
  const gate = new RenderGate(2);
  const rendered: string[] = [];
  let rendering = 0;
  let mostAtOnce = 0;
  const server: Server = createServer((request, response) => {
    void gate.pass(request, response, async () => {
      // A render that never settles, as Next's for a stream its client abandoned.
      if (request.url === '/stuck/') return new Promise<void>(() => response.write('<html>'));
      rendering += 1;
      mostAtOnce = Math.max(mostAtOnce, rendering);
      rendered.push(request.url ?? '');
      await new Promise((resolve) => setTimeout(resolve, RENDER_MS));
      rendering -= 1;
      response.end(request.url);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    rendered,
    mostAtOnce: () => mostAtOnce,
    /** The answer's body and when it came, in ms since `since`; `headers` as a browser's (a prefetch's). */
    get: async (path: string, since: number, headers: Record<string, string> = {}) => {
      const body = await (await fetch(base + path, { headers })).text();
      return { body, at: performance.now() - since };
    },
    /** Asks for `path` and hangs up 20 ms later. */
    hangUp: (path: string) =>
      new Promise<void>((resolve) => {
        const request = get(base + path);
        request.on('error', () => {});
        request.on('close', () => resolve());
        setTimeout(() => request.destroy(), 20);
      }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

let shop: Awaited<ReturnType<typeof startServer>>;
beforeEach(async () => {
  shop = await startServer();
});
afterEach(() => shop.close());

describe('RenderGate', () => {
  it('renders two pages at a time and answers every visitor, the others in turn', async () => {
    const started = performance.now();
    const pages = ['/a/', '/b/', '/c/', '/d/', '/e/'];
    const answers = await Promise.all(pages.map((path) => shop.get(path, started)));
    expect(answers.map(({ body }) => body)).toEqual(pages);
    expect(shop.mostAtOnce()).toBe(2);
    // Two rounds of two, then the fifth: the last answer comes after three renders, not one.
    expect(Math.max(...answers.map(({ at }) => at))).toBeGreaterThanOrEqual(3 * RENDER_MS - 20);
    expect(Math.min(...answers.map(({ at }) => at))).toBeLessThan(2 * RENDER_MS);
  });

  it("does not make Next's files wait for renders", async () => {
    const started = performance.now();
    const pages = Promise.all(['/a/', '/b/', '/c/'].map((path) => shop.get(path, started)));
    const script = await shop.get('/_next/static/chunks/main.js', performance.now());
    expect(script.body).toBe('/_next/static/chunks/main.js');
    expect(shop.mostAtOnce()).toBe(3);
    await pages;
  });

  it("does not make a visitor's page wait behind the prefetches of the links on the last one", async () => {
    const started = performance.now();
    const prefetch = { 'next-router-prefetch': '1', rsc: '1' };
    const prefetches = ['/p1/', '/p2/', '/p3/', '/p4/'].map((path) => shop.get(path, started, prefetch));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const visit = await shop.get('/next-page/', started);
    expect(visit.body).toBe('/next-page/');
    expect(visit.at).toBeLessThan(2 * RENDER_MS);
    // One prefetch at a time (half the two slots) beside the visit; they still all come.
    expect((await Promise.all(prefetches)).map(({ body }) => body)).toEqual(['/p1/', '/p2/', '/p3/', '/p4/']);
    expect(shop.mostAtOnce()).toBe(2);
  });

  it('does not render a page whose visitor left while it waited', async () => {
    const started = performance.now();
    const busy = ['/a/', '/b/'].map((path) => shop.get(path, started));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await shop.hangUp('/left-while-waiting/');
    await Promise.all(busy);
    expect((await shop.get('/c/', started)).body).toBe('/c/');
    expect(shop.rendered).toEqual(['/a/', '/b/', '/c/']);
  });

  it('frees the slot of a render that never settles once its client has gone', async () => {
    await Promise.all([shop.hangUp('/stuck/'), shop.hangUp('/stuck/')]);
    const started = performance.now();
    expect(await Promise.all(['/a/', '/b/'].map((path) => shop.get(path, started)))).toMatchObject([
      { body: '/a/' },
      { body: '/b/' },
    ]);
  });
});
