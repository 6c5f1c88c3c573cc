import { type TestGateway, startGateway } from './support/gateway';
import {
  MENU_CATEGORIES,
  POPULAR_CATEGORIES,
  TOP_LEVEL_CATEGORIES,
  TOP_LEVEL_ICONS,
  TOP_LEVEL_IN_UNKNOWN_LOCALE,
} from './support/operations';

interface CategoryResult {
  id: string;
  slug: string;
  name: string;
  locale: string;
  icon: string | null;
  popular?: boolean;
  showInMenu?: boolean;
}

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL as string);
});

afterAll(() => gateway?.close());

async function list(query: string, field: string, locale: string): Promise<CategoryResult[]> {
  const { status, body } = await gateway.graphql(query, { locale });
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data?.[field] as CategoryResult[];
}

describe('topLevelCategories against Strapi', () => {
  it('lists the nine top-level categories in order with their icons (en)', async () => {
    const categories = await list(TOP_LEVEL_CATEGORIES, 'topLevelCategories', 'en');
    expect(categories.map(({ slug, icon }) => [slug, icon])).toEqual(TOP_LEVEL_ICONS);
    expect(categories.every((category) => category.locale === 'en')).toBe(true);
  });

  it('lists the same categories in French, with French names and the same ids', async () => {
    const [english, french] = await Promise.all([
      list(TOP_LEVEL_CATEGORIES, 'topLevelCategories', 'en'),
      list(TOP_LEVEL_CATEGORIES, 'topLevelCategories', 'fr'),
    ]);
    expect(french.map(({ slug, icon }) => [slug, icon])).toEqual(TOP_LEVEL_ICONS);
    expect(french.map(({ id }) => id)).toEqual(english.map(({ id }) => id));
    expect(french.every((category) => category.locale === 'fr')).toBe(true);
    for (const [index, category] of french.entries()) expect(category.name).not.toBe(english[index].name);
  });
});

describe('popularCategories and menuCategories against Strapi', () => {
  it.each([
    ['popularCategories', POPULAR_CATEGORIES, 'popular'],
    ['menuCategories', MENU_CATEGORIES, 'showInMenu'],
  ] as const)('%s lists flagged categories in the locale asked', async (field, query, flag) => {
    for (const locale of ['en', 'fr']) {
      const categories = await list(query, field, locale);
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.every((category) => category[flag] === true && category.locale === locale)).toBe(true);
    }
  });
});

describe('an unknown locale', () => {
  it('is rejected with a message naming the accepted locales', async () => {
    const literal = await gateway.graphql(TOP_LEVEL_IN_UNKNOWN_LOCALE);
    expect(literal.body.errors?.[0].message).toBe(
      'Value "xx" does not exist in "Locale" enum. Expected one of: en, fr, de, es, pt.',
    );
    const variable = await gateway.graphql(TOP_LEVEL_CATEGORIES, { locale: 'xx' });
    expect(variable.body.errors?.[0]).toMatchObject({
      message:
        'Variable "$locale" got invalid value "xx"; Value "xx" does not exist in "Locale" enum. Expected one of: en, fr, de, es, pt.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('probes', () => {
  it('/healthz answers 200', async () => {
    expect(await gateway.getJson('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('/readyz answers 200 while Strapi answers', async () => {
    expect(await gateway.getJson('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', circuits: { content: 'closed', shop: 'closed', auth: 'closed' } },
    });
  });
});
