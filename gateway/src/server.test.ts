import { type Server, createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from './config';
import { type Gateway, createServer } from './server';
import topLevelEn from './upstreams/content/__fixtures__/categories-top-level.en.json';

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
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

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

  it('answers /healthz and /readyz while the content backend answers', async () => {
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('turns /readyz to 503 with a reason once the content backend is gone', async () => {
    strapi.closeAllConnections();
    await new Promise((resolve) => strapi.close(resolve));
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      status: 'unavailable',
      reason: 'Content backend unreachable: connection failed (ECONNREFUSED)',
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});
