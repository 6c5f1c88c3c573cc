import { type Server, createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../config';
import { type Gateway, createServer } from '../server';
import topLevelEn from '../upstreams/content/__fixtures__/categories-top-level.en.json';

/** A stand-in Strapi: /_health and /api/categories, enough to exercise the HTTP wiring. */
function fakeStrapi(): Server {
  return createHttpServer((req, res) => {
    if (req.url === '/_health') return void res.writeHead(204).end();
    if (req.url?.startsWith('/api/categories?')) {
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(topLevelEn));
    }
    res.writeHead(404).end();
  });
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let strapi: Server;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  strapi = fakeStrapi();
  const strapiPort = await listen(strapi);
  const config = loadConfig({
    CONTENT_API_URL: `http://127.0.0.1:${strapiPort}`,
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    CORS_ORIGINS: 'http://shop.test',
  });
  gateway = await createServer(config, pino({ level: 'silent' }));
  url = `http://127.0.0.1:${(await gateway.listen()).port}`;
});

afterAll(async () => {
  await gateway.close();
  if (strapi.listening) strapi.close();
});

describe('gateway HTTP server', () => {
  it('answers POST /graphql', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ topLevelCategories(locale: en) { slug icon } }' }),
    });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data.topLevelCategories[0]).toEqual({ slug: 'content-ready-ppt', icon: 'business' });
  });

  it('answers GET /graphql (with the CSRF-prevention header) and allows configured origins', async () => {
    const query = encodeURIComponent('{ menuCategories(locale: en) { slug } }');
    const response = await fetch(`${url}/graphql?query=${query}`, {
      headers: { 'apollo-require-preflight': 'true', origin: 'http://shop.test' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://shop.test');
    expect((await response.json()).data.menuCategories).toHaveLength(9);
  });

  it("serves no landing page of Apollo's on /graphql", async () => {
    const response = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(await response.text()).not.toMatch(/apollographql|embeddable-sandbox|<html/i);
  });

  it('serves a self-contained GraphiQL page on /graphiql', async () => {
    const response = await fetch(`${url}/graphiql`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('renderYogaGraphiQL');
    expect(html).toContain('"endpoint":"/graphql"');
    // Nothing fetched from elsewhere: no external scripts, stylesheets, fonts or imports.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="https?:|@import|url\(["']?https?:/i);
  });

  it('serves Prometheus metrics on /metrics of the internal port only, counting upstream calls and cache lookups', async () => {
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    const response = await fetch(`http://127.0.0.1:${gateway.metricsAddress().port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^gateway_upstream_requests_total\{upstream="content",resource="categories"\} [1-9]/m);
    expect(text).toMatch(/^gateway_cache_requests_total\{cache="categories",result="miss"\} [1-9]/m);
    expect(text).toContain('# TYPE process_cpu_seconds_total counter');
  });

  it('answers /healthz and /readyz while the content backend answers', async () => {
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      circuits: { content: 'closed', shop: 'closed', auth: 'closed' },
    });
  });

  it('turns /readyz to 503 with a reason once the content backend is gone', async () => {
    strapi.closeAllConnections();
    await new Promise((resolve) => strapi.close(resolve));
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      reason: 'Content backend unreachable: connection failed (ECONNREFUSED)',
      circuits: { content: 'closed', shop: 'closed', auth: 'closed' },
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});

describe('gateway with an unreachable Redis', () => {
  it('still answers, from the content backend', async () => {
    const fake = fakeStrapi();
    const nobody = createHttpServer();
    const closedPort = await listen(nobody);
    await new Promise((resolve) => nobody.close(resolve));
    const config = loadConfig({
      CONTENT_API_URL: `http://127.0.0.1:${await listen(fake)}`,
      HOST: '127.0.0.1',
      PORT: '0',
      METRICS_PORT: '0',
      REDIS_URL: `redis://127.0.0.1:${closedPort}`,
    });
    const degraded = await createServer(config, pino({ level: 'silent' }));
    const port = (await degraded.listen()).port;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ menuCategories(locale: en) { slug } }' }),
      });
      expect((await response.json()).data.menuCategories).toHaveLength(9);
      // Rate limits count in memory meanwhile: a guess is still limited, not an error.
      const guess = await fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ order(locale: en, key: "Qx2mB7cL4nT6yP3sH5fA1eG0uI9oRk_-") { key } }' }),
      });
      expect((await guess.json()).errors?.[0].extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await degraded.close();
      fake.closeAllConnections();
      fake.close();
    }
  });
});
