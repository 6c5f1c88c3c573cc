import topLevelEn from './__fixtures__/categories-top-level.en.json';
import { ContentClient } from './client';
import { type CategoryList, categoryListQuery, fetchCategoryList } from './categories';
import { serializeQuery } from './query-string';

const FIELDS =
  'fields[0]=slug&fields[1]=url&fields[2]=name&fields[3]=locale&fields[4]=order&fields[5]=popular&fields[6]=show_in_menu&fields[7]=hidden';

describe('categoryListQuery', () => {
  it.each<[CategoryList, string]>([
    ['topLevel', 'filters[hidden][$eq]=false&filters[parent][id][$null]=true'],
    ['popular', 'filters[popular][$eq]=true'],
    ['menu', 'filters[show_in_menu][$eq]=true'],
  ])('asks for the %s list of one locale, sorted by order', (list, filters) => {
    expect(decodeURIComponent(serializeQuery(categoryListQuery(list, 'fr')))).toBe(
      `locale=fr&${filters}&sort=order:asc&${FIELDS}&pagination[pageSize]=100`,
    );
  });
});

describe('fetchCategoryList', () => {
  it('maps Strapi 5 entries to categories, defaulting flags never set', async () => {
    const fetch = jest.fn(async () => new Response(JSON.stringify(topLevelEn)));
    const client = new ContentClient({ url: 'http://cms.test', prefix: '/api', timeoutMs: 1000, fetch });
    const categories = await fetchCategoryList(client, 'topLevel', 'en');
    expect(categories.map((category) => category.slug)).toEqual([
      'content-ready-ppt',
      'data-charts-ppt',
      'creative-styles-ppt',
      'diagrams-powerpoint',
      'icons-powerpoint',
      'powerpoint-maps',
      'new',
      'bundles',
      'free',
    ]);
    expect(categories[0]).toEqual({
      id: 'ccontentrea00x7k2m9q4w1',
      slug: 'content-ready-ppt',
      url: 'content-ready-powerpoint-templates',
      name: 'Content-Ready Slides',
      locale: 'en',
      order: 1,
      popular: true,
      showInMenu: true,
      hidden: false,
    });
    expect(categories[6]).toMatchObject({ slug: 'new', popular: false });
  });
});
