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

/** The web's and the gateway's revalidation endpoints, recording what Strapi's webhooks post. */
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

describe("Strapi's content webhooks to the web and the gateway", () => {
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
      WEB_REVALIDATE_URL: `${base}/web/api/revalidate/`,
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
    for (let waited = 0; calls().length < 2 && waited < 10_000; waited += 100)
      await new Promise((r) => setTimeout(r, 100));
    return calls();
  }

  it("posts an edited diagram to both, with the secret, the event, the model and the entry's new title", async () => {
    const calls = await changedDiagram('Edited process flow');
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => call.path).sort()).toEqual(['/gateway/revalidate/', '/web/api/revalidate/']);
    for (const call of calls) {
      expect(call.headers['x-revalidate-secret']).toBe(SECRET);
      expect(call.body).toMatchObject({ event: 'entry.update', model: 'diagram' });
      expect(typeof call.body.entry.url).toBe('string');
    }
  });

  it('keeps one webhook per receiver across restarts', async () => {
    await strapi!.stop();
    strapi = await startStrapi(env);
    const rows = await database.query<{ name: string }>('SELECT name FROM strapi_webhooks');
    expect(rows.map((row) => row.name).sort()).toEqual([
      'shop: gateway cache invalidation',
      'shop: web page revalidation',
    ]);
    expect(await changedDiagram('Edited again after a restart')).toHaveLength(2);
  });

  it('lets only the gateway use the test edit route', async () => {
    const { data } = await getJson(strapi!.url, '/diagrams?locale=en&pagination[pageSize]=1');
    expect((await editTitle(data[0].documentId, 'Not by anyone', 'wrong')).status).toBe(403);
  });
});
