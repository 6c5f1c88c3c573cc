import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type TestGateway, startGateway } from './support/gateway';
import { TOP_LEVEL_CATEGORIES } from './support/operations';
import { type StrapiOptions, type StrapiProcess, freePort, startStrapi } from './support/strapi';

// Starting Strapi on a fresh SQLite file seeds it first.
const STRAPI_START_MS = 180_000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-outage-'));
let strapiOptions: StrapiOptions;
let strapi: StrapiProcess | undefined;
let gateway: TestGateway | undefined;

beforeAll(async () => {
  strapiOptions = {
    port: await freePort(),
    databaseFilename: path.join(dataDir, 'strapi.db'),
    env: { SEED_DIAGRAMS: '20' },
  };
  strapi = await startStrapi(strapiOptions);
  gateway = await startGateway(strapi.url);
}, STRAPI_START_MS);

afterAll(async () => {
  await gateway?.close();
  await strapi?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

async function topLevelSlugs(): Promise<string[]> {
  const { body } = await gateway!.graphql(TOP_LEVEL_CATEGORIES, { locale: 'en' });
  expect(body.errors).toBeUndefined();
  return (body.data!.topLevelCategories as Array<{ slug: string }>).map(({ slug }) => slug);
}

describe('when Strapi goes away and comes back', () => {
  it('serves categories while Strapi runs', async () => {
    expect((await gateway!.getJson('/readyz')).status).toBe(200);
    expect(await topLevelSlugs()).toHaveLength(9);
  });

  it('turns unready and answers uncached queries with UPSTREAM_UNAVAILABLE once Strapi has stopped', async () => {
    await strapi!.stop();

    const ready = await gateway!.getJson('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({
      status: 'unavailable',
      reason: expect.stringMatching(/^Content backend unreachable/),
      circuits: { content: 'closed', shop: 'closed', auth: 'closed' },
    });

    // German was never asked for, so nothing of it is cached.
    const { status, body } = await gateway!.graphql(TOP_LEVEL_CATEGORIES, { locale: 'de' });
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^Content backend unreachable: connection failed/),
        path: ['topLevelCategories'],
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      }),
    ]);
    expect((await gateway!.getJson('/healthz')).status).toBe(200);
  }, 30_000);

  it('keeps serving what it cached while Strapi is away', async () => {
    expect(await topLevelSlugs()).toHaveLength(9);
  });

  it(
    'is ready and serves again once Strapi is back',
    async () => {
      strapi = await startStrapi(strapiOptions);
      expect(await gateway!.getJson('/readyz')).toEqual({
        status: 200,
        body: { status: 'ready', circuits: { content: 'closed', shop: 'closed', auth: 'closed' } },
      });
      expect(await topLevelSlugs()).toHaveLength(9);
    },
    STRAPI_START_MS,
  );
});
