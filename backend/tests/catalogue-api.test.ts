import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getJson, total, type Entry } from './support/api';
import { TOP_LEVEL_SLUGS } from './support/catalogue';
import { startStrapi, type StrapiProcess } from './support/strapi-process';

const OTHER_LOCALES = ['de', 'es', 'fr', 'pt'];
const SEED_DIAGRAMS = 60;

type Media = { url: string; width: number; height: number; alternativeText: string };
type Category = Entry & { slug: string; url: string; name: string; parent: Category | null };
type LocalizedCategory = Category & { localizations: Category[] };
type Slide = Entry & { number: number; title: string; url_title: string; image: Media };
type Diagram = Entry & {
  title: string;
  url: string;
  prices: { currency: string; amount: number }[];
  image: Media;
  slides: Slide[];
  categories: Category[];
  localizations: Entry[];
};

describe('catalogue REST API (SQLite, seeded)', () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-test-'));
  const env = {
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: path.join(directory, 'data.db'),
    SEED_DIAGRAMS: String(SEED_DIAGRAMS),
  };
  let strapi: StrapiProcess;

  beforeAll(async () => {
    strapi = await startStrapi(env);
  });

  afterAll(async () => {
    await strapi?.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  it('lists the nine top-level categories in order, with French names in fr', async () => {
    const { data } = await getJson<{ data: Category[] }>(
      strapi.url,
      '/categories?locale=fr&filters[hidden][$eq]=false&filters[parent][id][$null]=true&sort=order:asc',
    );
    expect(data.map((category) => category.slug)).toEqual(TOP_LEVEL_SLUGS);
    expect(data.every((category) => category.locale === 'fr')).toBe(true);
    expect(data[0]).toMatchObject({ url: 'modeles-prets-a-l-emploi', name: "Modèles prêts à l'emploi" });
  });

  it('answers the popular and menu category lists', async () => {
    const popular = await getJson<{ data: Category[] }>(
      strapi.url,
      '/categories?locale=de&filters[popular][$eq]=true&sort=order:asc',
    );
    const menu = await getJson<{ data: Category[] }>(
      strapi.url,
      '/categories?locale=de&filters[show_in_menu][$eq]=true&sort=order:asc',
    );
    expect(popular.data.length).toBeGreaterThanOrEqual(3);
    expect(menu.data.length).toBeGreaterThanOrEqual(3);
    expect(popular.data.map((category) => category.name)).toContain('Zeitstrahlen');
  });

  it('finds the bundles category by its English url, with the other locales as localizations', async () => {
    const { data } = await getJson<{ data: LocalizedCategory[] }>(
      strapi.url,
      '/categories?locale=en&filters[url][$eq]=bundles&fields[0]=url&fields[1]=locale&fields[2]=name&populate[localizations]=true',
    );
    expect(data).toHaveLength(1);
    const { localizations } = data[0];
    expect(localizations.map((l) => l.locale).sort()).toEqual(OTHER_LOCALES);
    expect(localizations.find((l) => l.locale === 'fr')).toMatchObject({ url: 'packs', name: 'Packs' });
  });

  it('returns a German diagram with slides, images, categories with parents, prices and localizations', async () => {
    const english = await getJson<{ data: Diagram[] }>(
      strapi.url,
      '/diagrams?locale=en&filters[url][$eq]=free-process-diagram-sample&populate[localizations]=true',
    );
    const germanUrl = english.data[0].localizations.find((l) => l.locale === 'de')?.url as string;

    const { data } = await getJson<{ data: Diagram[] }>(
      strapi.url,
      `/diagrams?locale=de&filters[url][$eq]=${germanUrl}&populate[image]=true&populate[slides][populate][image]=true` +
        '&populate[categories][populate][parent]=true&populate[localizations]=true',
    );
    const diagram = data[0];
    expect(diagram.title).toBe('Kostenloses Prozessdiagramm-Beispiel');
    expect(diagram.slides.length).toBeGreaterThanOrEqual(3);
    expect(diagram.slides.length).toBeLessThanOrEqual(12);
    for (const slide of diagram.slides) {
      expect(slide.title).toMatch(/^Folie \d+: /);
      expect(slide.image).toMatchObject({ width: 640, height: 360 });
      expect(slide.image.url).toMatch(/\.svg$/);
    }
    expect(diagram.image.alternativeText).toBe('Free Process Diagram Sample');
    expect(diagram.prices.map((price) => price.currency).sort()).toEqual(['CAD', 'EUR', 'USD']);
    expect(diagram.localizations.map((l) => l.locale).sort()).toEqual(['en', 'es', 'fr', 'pt']);
    const subcategory = diagram.categories.find((category) => category.parent);
    expect(subcategory?.parent).toMatchObject({ locale: 'de', name: 'PowerPoint-Diagramme' });
    expect(diagram.categories.map((category) => category.slug)).toContain('free');
  });

  it('serves preview images as SVG files', async () => {
    const { data } = await getJson<{ data: Diagram[] }>(
      strapi.url,
      '/diagrams?locale=en&populate[image]=true&pagination[pageSize]=1',
    );
    const response = await fetch(`${strapi.url}${data[0].image.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg [^>]*width="640" height="360"/);
  });

  it('lets the public read the catalogue but not write it, nor read users', async () => {
    const { data } = await getJson<{ data: Entry[] }>(strapi.url, '/categories?locale=en&pagination[pageSize]=1');
    const documentId = data[0].documentId;
    const json = { 'Content-Type': 'application/json' };
    const body = JSON.stringify({ data: { name: 'hacked' } });
    for (const collection of ['categories', 'diagrams', 'slides', 'plans']) {
      expect((await fetch(`${strapi.url}/api/${collection}`, { method: 'POST', headers: json, body })).status).toBe(
        403,
      );
      expect(
        (await fetch(`${strapi.url}/api/${collection}/${documentId}`, { method: 'PUT', headers: json, body })).status,
      ).toBe(403);
      expect((await fetch(`${strapi.url}/api/${collection}/${documentId}`, { method: 'DELETE' })).status).toBe(403);
    }
    expect((await fetch(`${strapi.url}/api/users`)).status).toBe(403);
    expect((await fetch(`${strapi.url}/api/upload/files`)).status).toBe(403);
  });

  it('seeds once: a second start keeps the same content', async () => {
    const count = async () => ({
      diagrams: await total(strapi.url, 'diagrams', 'fr'),
      slides: await total(strapi.url, 'slides', 'fr'),
      categories: await total(strapi.url, 'categories', 'fr'),
      plans: await total(strapi.url, 'plans', 'fr'),
    });
    const before = await count();
    expect(before.diagrams).toBe(SEED_DIAGRAMS);
    expect(before.plans).toBeGreaterThanOrEqual(3);

    await strapi.stop();
    strapi = await startStrapi(env);
    expect(strapi.output()).toContain('[seed] already seeded');
    expect(await count()).toEqual(before);
  });
});
