import { Client } from 'pg';
import { getJson, type Entry } from './support/api';
import { startStrapi, type StrapiProcess } from './support/strapi-process';
import { TOP_LEVEL_SLUGS } from './support/catalogue';

/**
 * Same start + seed against PostgreSQL, in a throw-away schema of DATABASE_TEST_URL
 * (e.g. postgres://postgres@127.0.0.1:5432/shop_test). Skipped locally without it; on CI it must run.
 */
const databaseUrl = process.env.DATABASE_TEST_URL;

if (!databaseUrl && process.env.CI === 'true') {
  test('DATABASE_TEST_URL is set on CI', () => {
    throw new Error('DATABASE_TEST_URL must be set when CI=true, e.g. postgres://postgres@127.0.0.1:5432/shop_test');
  });
}

(databaseUrl ? describe : describe.skip)('catalogue REST API (PostgreSQL, seeded)', () => {
  const schema = `backend_test_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: databaseUrl });
  let strapi: StrapiProcess | undefined;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA "${schema}"`);
    strapi = await startStrapi({
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: databaseUrl as string,
      DATABASE_SCHEMA: schema,
      SEED_DIAGRAMS: '30',
    });
  });

  afterAll(async () => {
    await strapi?.stop();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  it('starts, seeds and lists the top-level categories in French', async () => {
    const { data } = await getJson<{ data: (Entry & { slug: string; name: string })[] }>(
      strapi!.url,
      '/categories?locale=fr&filters[hidden][$eq]=false&filters[parent][id][$null]=true&sort=order:asc',
    );
    expect(data.map((category) => category.slug)).toEqual(TOP_LEVEL_SLUGS);
    expect(data[0].name).toBe("Modèles prêts à l'emploi");
    expect(strapi!.output()).toContain('[seed] done');
  });
});
