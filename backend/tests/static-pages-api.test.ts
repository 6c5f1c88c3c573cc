import { getJson, type Entry } from './support/api';
import { sqliteDatabase } from './support/databases';
import { startStrapi, type StrapiProcess } from './support/strapi-process';

type Block = {
  type: string;
  format?: string;
  children: { type: string; text?: string; children?: Block['children'] }[];
};
type Section = {
  anchor: string | null;
  heading: string;
  body: Block[];
  action_label: string | null;
  action_href: string | null;
};
type StaticPage = Entry & {
  key: string;
  title: string;
  lead: string;
  sections: Section[];
  groups: { heading: string; entries: { question: string; answer: string }[] }[];
};

const query = (key: string, locale: string) =>
  `/static-pages?locale=${locale}&filters[key][$eq]=${key}&populate[sections]=true&populate[groups][populate][entries]=true`;

describe('static pages REST API (SQLite, copy seeded without the catalogue)', () => {
  const database = sqliteDatabase();
  const env = { ...database.env, SEED: 'false' };
  let strapi: StrapiProcess;

  beforeAll(async () => {
    strapi = await startStrapi(env);
  });

  afterAll(async () => {
    await strapi?.stop();
    await database.cleanup();
  });

  it('serves the French FAQ to the public: its question groups and answers', async () => {
    const { data } = await getJson<{ data: StaticPage[] }>(strapi.url, query('faq', 'fr'));
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ key: 'faq', locale: 'fr', title: 'Questions fréquentes' });
    expect(data[0].groups[0].heading).toBe('Formats et logiciels');
    expect(data[0].groups[0].entries[0].question).toMatch(/format/);
  });

  it('keeps the contact page’s #terms anchor and its link to the German terms', async () => {
    const { data } = await getJson<{ data: StaticPage[] }>(strapi.url, query('contact', 'de'));
    const terms = data[0].sections.find((section) => section.anchor === 'terms');
    expect(terms).toMatchObject({ action_href: '/de/terms/' });
  });

  it('stores a numbered list of steps as an ordered list block', async () => {
    const { data } = await getJson<{ data: StaticPage[] }>(strapi.url, query('design-services', 'en'));
    const lists = data[0].sections.flatMap((section) => section.body.filter((block) => block.type === 'list'));
    expect(lists.some((list) => list.format === 'ordered')).toBe(true);
  });

  it.each(['en', 'fr', 'de', 'es', 'pt'])('seeds each of the seven pages once in %s', async (locale) => {
    const { data } = await getJson<{ data: StaticPage[] }>(strapi.url, `/static-pages?locale=${locale}&fields[0]=key`);
    expect(data.map((page) => page.key).sort()).toEqual(
      ['about', 'contact', 'design-services', 'faq', 'know-how', 'terms', 'test'].sort(),
    );
  });

  it('keeps the copy staff edited when Strapi starts again, and adds no second entry', async () => {
    await strapi.stop();
    await database.query("UPDATE static_pages SET title = ? WHERE key = 'faq' AND locale = 'fr' RETURNING id", [
      'FAQ revue',
    ]);
    strapi = await startStrapi(env);
    const { data } = await getJson<{ data: StaticPage[] }>(strapi.url, query('faq', 'fr'));
    expect(data.map((page) => page.title)).toEqual(['FAQ revue']);
  });
});
