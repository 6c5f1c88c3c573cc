import detailFr from './__fixtures__/diagram-detail.fr.json';
import catalogueFr from './__fixtures__/diagrams-catalogue.fr.json';
import { ContentClient } from './client';
import { STRAPI_SORTS, catalogueQuery, fetchCataloguePage, fetchDiagramsBy } from './diagrams';
import { serializeQuery } from './query-string';

function clientAnswering(body: unknown) {
  const fetch = jest.fn(async (_url: string | URL | Request) => Response.json(body));
  return { client: new ContentClient({ url: 'http://cms.test', prefix: '/api', timeoutMs: 1000, fetch }), fetch };
}

const decoded = (query: Parameters<typeof serializeQuery>[0]) => decodeURIComponent(serializeQuery(query)).split('&');

describe('catalogueQuery', () => {
  it.each(Object.entries(STRAPI_SORTS))('maps the sort %s to Strapi sort keys', (sort, keys) => {
    const parameters = decoded(
      catalogueQuery({ locale: 'fr', sort: sort as keyof typeof STRAPI_SORTS, page: 2, pageSize: 24 }),
    );
    expect(parameters.filter((parameter) => parameter.startsWith('sort['))).toEqual(
      keys.map((key, index) => `sort[${index}]=${key}`),
    );
  });

  it('sorts prices by the USD price column and breaks ties by legacy id', () => {
    expect(STRAPI_SORTS).toEqual({
      ORIGINAL: ['legacy_id:asc'],
      PRICE_ASC: ['price:asc', 'legacy_id:asc'],
      PRICE_DESC: ['price:desc', 'legacy_id:asc'],
      CREATED_ASC: ['released_at:asc', 'legacy_id:asc'],
    });
  });

  it('asks for one page of one locale with everything a list item shows, in one call', () => {
    const parameters = decoded(catalogueQuery({ locale: 'fr', sort: 'ORIGINAL', page: 3, pageSize: 24 }));
    expect(parameters).toEqual(
      expect.arrayContaining([
        'locale=fr',
        'populate[image][fields][0]=url',
        'populate[categories][fields][0]=slug',
        'populate[localizations][fields][2]=locale',
        'populate[slides][count]=true',
        'pagination[page]=3',
        'pagination[pageSize]=24',
      ]),
    );
    expect(parameters.some((parameter) => parameter.startsWith('filters'))).toBe(false);
  });

  it('filters by any of the given categories', () => {
    const parameters = decoded(
      catalogueQuery({ locale: 'de', categoryIds: ['maps', 'world'], sort: 'ORIGINAL', page: 1, pageSize: 24 }),
    );
    expect(parameters).toEqual(
      expect.arrayContaining([
        'filters[categories][documentId][$in][0]=maps',
        'filters[categories][documentId][$in][1]=world',
      ]),
    );
  });
});

describe('fetchCataloguePage', () => {
  it('maps entries to diagrams with decimal-string prices, slide counts and category ids, plus the counts', async () => {
    const { client } = clientAnswering(catalogueFr);
    const page = await fetchCataloguePage(client, { locale: 'fr', sort: 'ORIGINAL', page: 1, pageSize: 2 });
    expect(page).toMatchObject({ page: 1, pageSize: 2, pageCount: 60, total: 120 });
    expect(page.items[0]).toEqual({
      id: 'b2oq6tbpqfyuxwqdrz9x3atr',
      legacyId: 1000,
      url: 'lot-de-20-icones-de-personnes-pour-la-gestion-de-projet',
      title: 'Lot de 20 icônes de personnes pour la gestion de projet',
      locale: 'fr',
      image: {
        url: '/uploads/previews/120-diagrams/diagram-1000.svg',
        width: 640,
        height: 360,
        alt: '20 People Icons for Project Management',
      },
      prices: [
        { currency: 'USD', amount: '41.00' },
        { currency: 'EUR', amount: '37.72' },
        { currency: 'CAD', amount: '56.17' },
      ],
      creditCost: 1,
      createdAt: new Date('2024-01-06T19:54:00.000Z'),
      tags: [],
      slideCount: 10,
      slides: undefined,
      categoryIds: expect.any(Array),
      localizations: expect.any(Array),
    });
    expect(page.items[0].categoryIds).toHaveLength(4);
    expect(page.items[0].localizations.map((link) => link.locale)).toEqual(['en', 'de', 'es', 'pt']);
  });
});

describe('fetchDiagramsBy', () => {
  it('filters by the key and maps every slide, ordered by number', async () => {
    const { client, fetch } = clientAnswering(detailFr);
    const [diagram] = await fetchDiagramsBy(
      client,
      'fr',
      'url',
      ['exemple-gratuit-de-diagramme-de-processus'],
      'detail',
    );
    const url = decodeURIComponent(String(fetch.mock.calls[0][0]));
    expect(url).toContain('filters[url][$in][0]=exemple-gratuit-de-diagramme-de-processus');
    expect(url).toContain('populate[slides][populate][image][fields][0]=url');
    expect(diagram.tags).toEqual(['free']);
    expect(diagram.slides?.map((slide) => slide.number)).toEqual([1, 2, 3, 4, 5]);
    expect(diagram.slideCount).toBe(5);
    expect(diagram.slides?.[0]).toMatchObject({
      title: "Diapositive 1 : Vue d'ensemble",
      urlTitle: 'exemple-gratuit-de-diagramme-de-processus-diapositive-1-vue-d-ensemble',
      locale: 'fr',
    });
    expect(diagram.slides?.[0].localizations).toHaveLength(4);
  });

  it('asks for catalogue-shaped entries (no slides) when told', async () => {
    const { client, fetch } = clientAnswering({ data: [] });
    await fetchDiagramsBy(client, 'es', 'documentId', ['a', 'b'], 'summary');
    const url = decodeURIComponent(String(fetch.mock.calls[0][0]));
    expect(url).toContain('filters[documentId][$in][1]=b');
    expect(url).toContain('populate[slides][count]=true');
  });
});
