import { type Server, createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { loadConfig } from '../config';
import { MAX_ANSWER_BYTES } from '../limits/answer-budget';
import { type Gateway, createServer } from '../server';
import topLevelEn from '../upstreams/content/__fixtures__/categories-top-level.en.json';

// A content backend whose category names are long enough that nine of them pass the answer cap, at a cost of 10.

const LONG_NAME = 'n'.repeat(Math.ceil(MAX_ANSWER_BYTES / 8));
const longNames = { ...topLevelEn, data: topLevelEn.data.map((category) => ({ ...category, name: LONG_NAME })) };

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

let strapi: Server;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  strapi = createHttpServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(longNames)),
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

const post = async (query: string) => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, text: await response.text() };
};

describe('the size of one answer', () => {
  it(`refuses an answer over ${MAX_ANSWER_BYTES} bytes as ANSWER_TOO_LARGE, whole, and keeps no copy of it`, async () => {
    const query = '{ topLevelCategories(locale: en) { name } }';
    for (const attempt of [1, 2]) {
      const { status, text } = await post(query);
      expect({ attempt, status, length: text.length < 1000 }).toEqual({ attempt, status: 400, length: true });
      expect(JSON.parse(text)).toEqual({
        errors: [
          { message: expect.stringContaining(`${MAX_ANSWER_BYTES} bytes`), extensions: { code: 'ANSWER_TOO_LARGE' } },
        ],
      });
    }
  });

  it('answers the same data asked within the cap', async () => {
    const { status, text } = await post('{ topLevelCategories(locale: en) { slug } }');
    expect(status).toBe(200);
    expect(JSON.parse(text).data.topLevelCategories).toHaveLength(topLevelEn.data.length);
  });
});
