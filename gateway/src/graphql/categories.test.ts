import { graphql } from 'graphql';
import topLevelEn from '../upstreams/content/__fixtures__/categories-top-level.en.json';
import topLevelFr from '../upstreams/content/__fixtures__/categories-top-level.fr.json';
import { ContentClient } from '../upstreams/content/client';
import { UpstreamError } from '../upstreams/content/errors';
import { testServices } from './__fixtures__/services';
import { createContext } from './context';
import { createLoaders } from './loaders';
import { buildGatewaySchema } from './schema';

const schema = buildGatewaySchema();

/** Runs an operation against the schema with a content backend that answers from fixtures. */
function run(source: string, answer: (url: URL) => Response = fixtureAnswer) {
  const fetch = jest.fn(async (url: string | URL | Request) => answer(new URL(String(url))));
  const content = new ContentClient({ url: 'http://cms.test', prefix: '/api', timeoutMs: 1000, fetch });
  const result = graphql({ schema, source, contextValue: createContext(testServices(content)) });
  return { result, fetch };
}

function fixtureAnswer(url: URL): Response {
  const locale = url.searchParams.get('locale');
  return Response.json(locale === 'fr' ? topLevelFr : topLevelEn);
}

describe('category queries', () => {
  it('serves top-level categories with ids, flags and icons', async () => {
    const { result } = run(
      '{ topLevelCategories(locale: en) { id slug url name locale order popular showInMenu hidden icon } }',
    );
    const { data, errors } = await result;
    expect(errors).toBeUndefined();
    const categories = data?.topLevelCategories as Array<Record<string, unknown>>;
    expect(categories.map((category) => category.icon)).toEqual([
      'business',
      'charts',
      'creative',
      'diagram',
      'icons',
      'maps',
      'new',
      'bundle',
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
      icon: 'business',
    });
  });

  it('makes one upstream call per list and locale, however often a request asks', async () => {
    const { result, fetch } = run(`{
      en: topLevelCategories(locale: en) { name }
      again: topLevelCategories(locale: en) { slug }
      fr: topLevelCategories(locale: fr) { name }
      popular: popularCategories(locale: en) { name }
      menu: menuCategories(locale: en) { name }
    }`);
    const { data, errors } = await result;
    expect(errors).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(4);
    const lists = fetch.mock.calls.map(([url]) => new URL(String(url)).searchParams);
    expect(lists.map((query) => query.get('locale'))).toEqual(['en', 'fr', 'en', 'en']);
    expect(lists[2].get('filters[popular][$eq]')).toBe('true');
    expect(lists[3].get('filters[show_in_menu][$eq]')).toBe('true');
    expect((data!.fr as Array<{ name: string }>)[0].name).toBe("Diapositives prêtes à l'emploi");
  });

  it('fails only the locale whose upstream call failed', async () => {
    const fetch = async (url: string | URL | Request) =>
      new URL(String(url)).searchParams.get('locale') === 'fr'
        ? Response.json(
            { data: null, error: { status: 500, name: 'InternalServerError', message: 'Boom' } },
            { status: 500 },
          )
        : Response.json(topLevelEn);
    const content = new ContentClient({ url: 'http://cms.test', prefix: '/api', timeoutMs: 1000, fetch });
    const [en, fr] = await createLoaders(content).menuCategories.loadMany(['en', 'fr']);
    expect(en).toHaveLength(9);
    expect(fr).toEqual(new UpstreamError(500, 'InternalServerError', 'Boom'));
  });
});
