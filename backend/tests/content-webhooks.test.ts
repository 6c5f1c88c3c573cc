import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getJson, type Entry } from './support/api';
import { sqliteDatabase, type TestDatabase } from './support/databases';
import { startStrapi, type StrapiProcess } from './support/strapi-process';

const SECRET = 'a-strong-revalidate-secret-of-40-characters';
const GATEWAY_SECRET = 'test-gateway-secret';

type Received = {
  path: string;
  headers: IncomingHttpHeaders;
  body: { event: string; model: string; entry: Entry & { title?: string } };
};

/** The gateway's revalidation endpoint, recording what Strapi's webhooks post. */
function receiver() {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(text) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, received };
}

describe("Strapi's content webhooks to the gateway", () => {
  const { server, received } = receiver();
  let database: TestDatabase;
  let strapi: StrapiProcess | undefined;
  let env: Record<string, string>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    database = sqliteDatabase();
    env = {
      ...database.env,
      SEED_DIAGRAMS: '20',
      GATEWAY_SECRET,
      REVALIDATE_SECRET: SECRET,
      GATEWAY_REVALIDATE_URL: `${base}/gateway/revalidate/`,
    };
    strapi = await startStrapi(env);
  });

  afterAll(async () => {
    await strapi?.stop();
    await database?.cleanup();
    (server as Server).close();
  });

  const editTitle = (documentId: string, title: string, secret = GATEWAY_SECRET) =>
    fetch(`${strapi!.url}/api/website/v1/internal/content-edit/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-gateway-secret': secret },
      body: JSON.stringify({ uid: 'api::diagram.diagram', documentId, locale: 'en', data: { title } }),
    });

  async function changedDiagram(title: string) {
    const { data } = await getJson(strapi!.url, '/diagrams?locale=en&pagination[pageSize]=1');
    expect((await editTitle(data[0].documentId, title)).status).toBe(200);
    const calls = () => received.filter((call) => call.body.entry?.title === title);
    // Strapi posts its webhooks after answering: give them 10 s.
    for (let waited = 0; calls().length < 1 && waited < 10_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    // A second call, to a receiver that should not get one, would come as soon.
    await new Promise((r) => setTimeout(r, 500));
    return calls();
  }

  it("posts an edited diagram to the gateway, with the secret, the event, the model and the entry's new title", async () => {
    const calls = await changedDiagram('Edited process flow');
    expect(calls.map((call) => call.path)).toEqual(['/gateway/revalidate/']);
    expect(calls[0].headers['x-revalidate-secret']).toBe(SECRET);
    expect(calls[0].body).toMatchObject({ event: 'entry.update', model: 'diagram' });
    expect(typeof calls[0].body.entry.url).toBe('string');
  });

  it("keeps one webhook across restarts, and drops an earlier version's webhook to the web", async () => {
    await strapi!.stop();
    // Before issue 13's fix, Strapi told the web directly, racing the gateway's clear.
    await database.query(
      `INSERT INTO strapi_webhooks (name, url, headers, events, enabled) VALUES (?, ?, '{}', '["entry.update"]', 1) RETURNING id`,
      ['shop: web page revalidation', `${new URL(env.GATEWAY_REVALIDATE_URL).origin}/web/api/revalidate/`],
    );
    strapi = await startStrapi(env);
    const rows = await database.query<{ name: string }>('SELECT name FROM strapi_webhooks');
    expect(rows.map((row) => row.name)).toEqual(['shop: gateway cache invalidation']);
    expect((await changedDiagram('Edited again after a restart')).map((call) => call.path)).toEqual([
      '/gateway/revalidate/',
    ]);
  });

  it('lets only the gateway use the test edit route', async () => {
    const { data } = await getJson(strapi!.url, '/diagrams?locale=en&pagination[pageSize]=1');
    expect((await editTitle(data[0].documentId, 'Not by anyone', 'wrong')).status).toBe(403);
  });
});
