import { type Server, createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../config';
import { type Gateway, createServer } from '../server';
import topLevelEn from '../upstreams/content/__fixtures__/categories-top-level.en.json';
import catalogueFr from '../upstreams/content/__fixtures__/diagrams-catalogue.fr.json';
import { REVALIDATE_SECRET_HEADER } from '../http/revalidate';

const SECRET = 'a-strong-revalidate-secret-of-40-characters';
const QUERY = '{ topLevelCategories(locale: en) { slug name } }';
const SEARCH = '{ search(locale: fr, query: "bouclier") { items { title } } }';
const RETITLED = 'Bouclier de sécurité';

/**
 * A stand-in Strapi whose first category an editor renames (`rename`), and whose one French diagram an editor
 * retitles (`retitle`). `holdListing` holds its next listing of every diagram (a search index build) until released.
 */
function editableStrapi() {
  let firstName = topLevelEn.data[0].name;
  let diagramTitle = catalogueFr.data[0].title;
  let held: { reached: () => void; released: Promise<void> } | undefined;
  const server = createHttpServer(async (req, res) => {
    const json = (body: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/_health') return void res.writeHead(204).end();
    if (req.url?.startsWith('/api/categories?')) {
      const data = topLevelEn.data.map((category, index) =>
        index === 0 ? { ...category, name: firstName } : category,
      );
      return void json({ ...topLevelEn, data });
    }
    if (req.url?.startsWith('/api/diagrams?')) {
      // A listing of every diagram (a search index build) has their slides' titles; a lookup by id, their count.
      const listing = !req.url.includes('filters');
      const hold = listing ? held : undefined;
      if (hold) {
        held = undefined;
        hold.reached();
        await hold.released;
      }
      const data = [{ ...catalogueFr.data[0], title: diagramTitle, ...(listing && { slides: [] }) }];
      return void json({ data, meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 1 } } });
    }
    res.writeHead(404).end();
  });
  const holdListing = () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (held = { reached: resolve, released }));
    return { reached, release };
  };
  return {
    server,
    rename: (name: string) => (firstName = name),
    retitle: (title: string) => (diagramTitle = title),
    holdListing,
  };
}

/**
 * A stand-in web: on each content change it is told of, it re-renders, that is, asks the gateway for the first category's
 * name and searches, as the web's revalidated pages will; it records what it saw. `fail` makes it answer 500.
 */
function revalidatingWeb() {
  const received: { secret: unknown; change: unknown; nameSeen: string; found: string[] }[] = [];
  let fail = false;
  const server = createHttpServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({
      secret: req.headers[REVALIDATE_SECRET_HEADER],
      change: JSON.parse(body),
      nameSeen: await firstCategoryName(),
      found: await titlesFound(),
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

async function graphql(query: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()).data;
}

async function firstCategoryName(): Promise<string> {
  return (await graphql(QUERY)).topLevelCategories[0].name;
}

async function titlesFound(): Promise<string[]> {
  return (await graphql(SEARCH)).search.items.map((item: { title: string }) => item.title);
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

  it("clears a changed category's responses and the whole results, then tells the web its pages' tags, whose re-render sees the change", async () => {
    strapi.rename('Ready-made content slides');
    const response = await webhook({ [REVALIDATE_SECRET_HEADER]: SECRET });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      cleared: { collections: ['categories', 'diagrams'] },
      web: 'revalidated',
    });
    expect(web.received).toEqual([
      {
        secret: SECRET,
        change: { tags: ['category:x', 'listings', 'menu'] },
        nameSeen: 'Ready-made content slides',
        found: [],
      },
    ]);
    expect(await firstCategoryName()).toBe('Ready-made content slides');
  });

  it('tells the web once the search index is rebuilt, the old one answering meanwhile: its re-render finds a retitled diagram', async () => {
    expect(await titlesFound()).toEqual([]);
    strapi.retitle(RETITLED);
    const rebuild = strapi.holdListing();
    const revalidation = webhook({ [REVALIDATE_SECRET_HEADER]: SECRET }, 'diagram');
    await rebuild.reached;
    expect(await titlesFound()).toEqual([]); // the old index answers while the new one is built
    expect(web.received.map(({ change }) => change)).not.toContainEqual({ tags: ['diagram:x', 'listings'] });
    rebuild.release();
    expect(await (await revalidation).json()).toMatchObject({ web: 'revalidated' });
    expect(web.received.at(-1)).toMatchObject({ change: { tags: ['diagram:x', 'listings'] }, found: [RETITLED] });
    expect(await titlesFound()).toEqual([RETITLED]);
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
      MEDIA_PUBLIC_URL: 'https://media.shop.example.com',
      CORS_ORIGINS: 'https://shop.example.com',
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
