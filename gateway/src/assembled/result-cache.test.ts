import { type Server, createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../config';
import { type Gateway, createServer } from '../server';
import topLevelEn from '../upstreams/content/__fixtures__/categories-top-level.en.json';

// The gateway's whole-result cache over HTTP, as the web and the benchmark reach it.

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let strapi: Server;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  strapi = createHttpServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(topLevelEn)),
  );
  const config = loadConfig({
    CONTENT_API_URL: `http://127.0.0.1:${await listen(strapi)}`,
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
  });
  gateway = await createServer(config, pino({ level: 'silent' }));
  url = `http://127.0.0.1:${(await gateway.listen()).port}`;
});

afterAll(async () => {
  await gateway.close();
  strapi.close();
});

async function post(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.has('x-gateway-result-cacheable')).toBe(false);
  return { contentType: response.headers.get('content-type'), body: await response.json() };
}

/** gateway_cache_requests_total for the whole-result cache, by result. */
async function resultLookups() {
  const text = await (await fetch(`http://127.0.0.1:${gateway.metricsAddress().port}/metrics`)).text();
  const count = (result: string) =>
    Number(
      text.match(
        new RegExp(`^gateway_cache_requests_total\\{cache="graphqlResult",result="${result}"\\} (\\d+)`, 'm'),
      )?.[1] ?? 0,
    );
  return { hit: count('hit'), miss: count('miss') };
}

describe('whole-result cache', () => {
  it('answers the same request again from the cache, with the same body and media type', async () => {
    const query = '{ topLevelCategories(locale: en) { slug } }';
    const first = await post(query, { accept: 'application/graphql-response+json' });
    const before = await resultLookups();
    const second = await post(query, { accept: 'application/graphql-response+json' });
    expect(second).toEqual(first);
    expect(second.contentType).toMatch(/^application\/graphql-response\+json/);
    expect(await resultLookups()).toEqual({ hit: before.hit + 1, miss: before.miss });
  });

  it('keys on the currency the headers choose', async () => {
    const query = '{ currency }';
    expect((await post(query, { 'accept-language': 'fr-FR' })).body.data.currency).toBe('EUR');
    expect((await post(query, { 'accept-language': 'fr-FR', 'x-currency': 'CAD' })).body.data.currency).toBe('CAD');
    expect((await post(query, { 'accept-language': 'en-CA' })).body.data.currency).toBe('CAD');
    expect((await post(query, { 'accept-language': 'en-US' })).body.data.currency).toBe('USD');
    expect((await post(query, { 'accept-language': 'fr-FR' })).body.data.currency).toBe('EUR');
  });

  it('never keeps a result holding a field that allows no caching (a fresh human challenge each time)', async () => {
    const query = '{ humanChallenge(form: CONTACT) { payload } }';
    const first = await post(query);
    const second = await post(query);
    expect(second.body.data.humanChallenge.payload).not.toBe(first.body.data.humanChallenge.payload);
  });
});
