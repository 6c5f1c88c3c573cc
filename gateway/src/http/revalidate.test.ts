import { type Server, createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../config';
import { type Gateway, createServer } from '../server';
import topLevelEn from '../upstreams/content/__fixtures__/categories-top-level.en.json';
import { REVALIDATE_SECRET_HEADER } from './revalidate';

const SECRET = 'a-strong-revalidate-secret-of-40-characters';
const QUERY = '{ topLevelCategories(locale: en) { slug name } }';

/** A stand-in Strapi whose first category an editor renames (`rename`). */
function editableStrapi() {
  let firstName = topLevelEn.data[0].name;
  const server = createHttpServer((req, res) => {
    if (req.url === '/_health') return void res.writeHead(204).end();
    if (req.url?.startsWith('/api/categories?')) {
      const data = topLevelEn.data.map((category, index) =>
        index === 0 ? { ...category, name: firstName } : category,
      );
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ...topLevelEn, data }));
    }
    res.writeHead(404).end();
  });
  return { server, rename: (name: string) => (firstName = name) };
}

/**
 * A stand-in web: on each forwarded webhook it re-renders, that is, asks the gateway for the first category's
 * name, as the web's revalidated page will; it records what it saw. `fail` makes it answer 500.
 */
function revalidatingWeb() {
  const received: { secret: unknown; model: unknown; nameSeen: string }[] = [];
  let fail = false;
  const server = createHttpServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({
      secret: req.headers[REVALIDATE_SECRET_HEADER],
      model: JSON.parse(body).model,
      nameSeen: await firstCategoryName(),
    });
    res.writeHead(fail ? 500 : 200, { 'content-type': 'application/json' }).end('{}');
  });
  return { server, received, failing: (value: boolean) => (fail = value) };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let strapi: ReturnType<typeof editableStrapi>;
let web: ReturnType<typeof revalidatingWeb>;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  strapi = editableStrapi();
  web = revalidatingWeb();
  const config = loadConfig({
    CONTENT_API_URL: `http://127.0.0.1:${await listen(strapi.server)}`,
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    REVALIDATE_SECRET: SECRET,
    WEB_REVALIDATE_URL: `http://127.0.0.1:${await listen(web.server)}/api/revalidate/`,
  });
  gateway = await createServer(config, pino({ level: 'silent' }));
  url = `http://127.0.0.1:${(await gateway.listen()).port}`;
});

afterAll(async () => {
  await gateway.close();
  strapi.server.close();
  web.server.close();
});

async function firstCategoryName(): Promise<string> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY }),
  });
  return (await response.json()).data.topLevelCategories[0].name;
}

/** What Strapi's webhook runner posts when a category is edited. */
const webhook = (headers: Record<string, string>, model = 'category') =>
  fetch(`${url}/revalidate/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ event: 'entry.update', model, uid: `api::${model}.${model}`, entry: { url: 'x' } }),
  });

describe('POST /revalidate/ (Strapi content webhooks)', () => {
  it('refuses a missing or wrong secret with 401, and the cached content stays', async () => {
    const before = await firstCategoryName();
    strapi.rename('Renamed while cached');
    const attempts: Record<string, string>[] = [
      {},
      { [REVALIDATE_SECRET_HEADER]: 'wrong' },
      { [REVALIDATE_SECRET_HEADER]: '' },
    ];
    for (const headers of attempts) {
      const response = await webhook(headers);
      expect(response.status).toBe(401);
    }
    expect(await firstCategoryName()).toBe(before);
    expect(web.received).toEqual([]);
  });

  it('ignores an order: the cached content stays', async () => {
    const before = await firstCategoryName();
    const response = await webhook({ [REVALIDATE_SECRET_HEADER]: SECRET }, 'order');
    expect(await response.json()).toEqual({ cleared: 'nothing' });
    expect(await firstCategoryName()).toBe(before);
    expect(web.received).toEqual([]);
  });

  it("clears a changed category's responses and the whole results, then tells the web, whose re-render sees the change", async () => {
    strapi.rename('Ready-made content slides');
    const response = await webhook({ [REVALIDATE_SECRET_HEADER]: SECRET });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      cleared: { collections: ['categories', 'diagrams'] },
      web: 'revalidated',
    });
    expect(web.received).toEqual([{ secret: SECRET, model: 'category', nameSeen: 'Ready-made content slides' }]);
    expect(await firstCategoryName()).toBe('Ready-made content slides');
  });

  it('still clears its own caches when the web fails, and says so', async () => {
    web.failing(true);
    try {
      strapi.rename('Renamed while the web is down');
      const response = await webhook({ [REVALIDATE_SECRET_HEADER]: SECRET });
      expect(await response.json()).toMatchObject({ web: 'failed' });
      expect(await firstCategoryName()).toBe('Renamed while the web is down');
    } finally {
      web.failing(false);
    }
  });
});

describe('REVALIDATE_SECRET', () => {
  it('has a development value in local, none in production unless set', () => {
    expect(loadConfig({}).revalidateSecret).toBe('DEV-ONLY-revalidate-secret');
    const production = {
      APP_ENV: 'production',
      WEB_PROXY_SECRET: 'k3Jx9-VqZ2wPz8LmT4rYb7NcH1sDfG6e',
      GATEWAY_SECRET: 'p7Hq2-XwLm9Zr4TkV8NcJ3sBfD6yG1eA',
      ALTCHA_HMAC_KEY: 'Vb8-qT3mZx7LpR2wKc9NhJ4sYf6DgA1e',
    };
    expect(loadConfig(production).revalidateSecret).toBeUndefined();
    expect(loadConfig({ ...production, REVALIDATE_SECRET: SECRET }).revalidateSecret).toBe(SECRET);
    expect(() => loadConfig({ ...production, REVALIDATE_SECRET: 'DEV-ONLY-revalidate-secret' })).toThrow(
      /REVALIDATE_SECRET/,
    );
  });
});
