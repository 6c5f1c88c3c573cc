import type { Diagram } from '../domain/diagram';
import { searchableDiagram } from './__fixtures__/searchable-diagram';
import { catalogueFromIndex } from './catalogue-from-index';

/** A diagram in categories, with a USD price and a release date. */
function diagram(legacyId: number, usd: string, released: string, categoryIds: string[]): Diagram {
  return {
    ...searchableDiagram(`d${legacyId}`, `Diagram ${legacyId}`).diagram,
    legacyId,
    prices: [{ currency: 'USD', amount: usd }],
    createdAt: new Date(released),
    categoryIds,
  };
}

const INDEX = [
  diagram(1, '12.00', '2026-03-01', ['maps']),
  diagram(2, '9.00', '2026-01-01', ['charts']),
  diagram(3, '12.00', '2026-02-01', ['maps', 'charts']),
  diagram(4, '30.00', '2026-01-01', ['icons']),
];
const ids = (page: { items: Diagram[] }) => page.items.map(({ legacyId }) => legacyId);

describe('catalogueFromIndex', () => {
  it('sorts as the backend does, ties by legacy id', () => {
    const all = { locale: 'en', page: 1, pageSize: 10 } as const;
    expect(ids(catalogueFromIndex(INDEX, { ...all, sort: 'ORIGINAL' }))).toEqual([1, 2, 3, 4]);
    expect(ids(catalogueFromIndex(INDEX, { ...all, sort: 'PRICE_ASC' }))).toEqual([2, 1, 3, 4]);
    expect(ids(catalogueFromIndex(INDEX, { ...all, sort: 'PRICE_DESC' }))).toEqual([4, 1, 3, 2]);
    expect(ids(catalogueFromIndex(INDEX, { ...all, sort: 'CREATED_ASC' }))).toEqual([2, 4, 3, 1]);
  });

  it('keeps the diagrams of any category asked for, and pages them', () => {
    const page = catalogueFromIndex(INDEX, {
      locale: 'en',
      categoryIds: ['maps', 'charts'],
      sort: 'ORIGINAL',
      page: 2,
      pageSize: 2,
    });
    expect(page).toMatchObject({ page: 2, pageSize: 2, pageCount: 2, total: 3 });
    expect(ids(page)).toEqual([3]);
  });

  it('leaves the index as it was', () => {
    catalogueFromIndex(INDEX, { locale: 'en', sort: 'PRICE_DESC', page: 1, pageSize: 10 });
    expect(INDEX.map(({ legacyId }) => legacyId)).toEqual([1, 2, 3, 4]);
  });
});
