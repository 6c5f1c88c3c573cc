import { CATALOGUE } from './support/catalogue-operations';
import { type TestGateway, startGateway } from './support/gateway';
import { type PageResult, dataOf, errorOf, topLevelUrl } from './support/results';

let gateway: TestGateway;
let diagramsUrl: string;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL as string);
  diagramsUrl = await topLevelUrl(gateway, 'fr', 'diagrams-powerpoint');
});

afterAll(() => gateway?.close());

async function catalogue(variables: Record<string, unknown>): Promise<PageResult> {
  return (await dataOf<{ catalogue: PageResult }>(gateway, CATALOGUE, { locale: 'fr', ...variables })).catalogue;
}

const usd = (item: PageResult['items'][number]) =>
  Number(item.prices.find((price) => price.currency === 'USD')?.amount ?? 0);
const isSorted = (values: number[], direction: 1 | -1) =>
  values.every((value, i) => i === 0 || (value - values[i - 1]) * direction >= 0);

describe('catalogue in French, each sort', () => {
  const firstPage = (sort: string) => catalogue({ sort, pageSize: 100 });

  it('ORIGINAL lists every diagram by legacy id, in French, 24 to a page by default', async () => {
    const page = await catalogue({});
    expect(page).toMatchObject({ page: 1, pageSize: 24 });
    expect(page.total).toBeGreaterThan(24);
    expect(page.pageCount).toBe(Math.ceil(page.total / 24));
    expect(page.items).toHaveLength(24);
    expect(
      isSorted(
        page.items.map((item) => item.legacyId),
        1,
      ),
    ).toBe(true);
    expect(page.items.every((item) => item.locale === 'fr' && item.image?.url.startsWith('http'))).toBe(true);
  });

  it('PRICE_ASC is non-decreasing in USD, and not the original order', async () => {
    const [original, byPrice] = await Promise.all([firstPage('ORIGINAL'), firstPage('PRICE_ASC')]);
    expect(isSorted(byPrice.items.map(usd), 1)).toBe(true);
    expect(byPrice.items.map((item) => item.id)).not.toEqual(original.items.map((item) => item.id));
  });

  it('PRICE_DESC is non-increasing in USD', async () => {
    const page = await firstPage('PRICE_DESC');
    expect(isSorted(page.items.map(usd), -1)).toBe(true);
    expect(usd(page.items[0])).toBeGreaterThan(usd(page.items[page.items.length - 1]));
  });

  it('CREATED_ASC is oldest release first', async () => {
    const page = await firstPage('CREATED_ASC');
    expect(
      isSorted(
        page.items.map((item) => Date.parse(item.createdAt)),
        1,
      ),
    ).toBe(true);
  });
});

describe('catalogue filters', () => {
  it('by tag new: exactly the diagrams tagged new', async () => {
    const tagged = await catalogue({ tag: 'new', pageSize: 100 });
    expect(tagged.total).toBeGreaterThan(0);
    expect(tagged.items.every((item) => item.isNew)).toBe(true);

    const all: PageResult['items'] = [];
    const { pageCount } = await catalogue({ pageSize: 100 });
    for (let page = 1; page <= pageCount; page++) all.push(...(await catalogue({ pageSize: 100, page })).items);
    expect(
      all
        .filter((item) => item.isNew)
        .map((item) => item.id)
        .sort(),
    ).toEqual(tagged.items.map((item) => item.id).sort());
  });

  it('by category url: the diagrams of the category and of its subcategories', async () => {
    const page = await catalogue({ categoryUrl: diagramsUrl, pageSize: 100 });
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.items) {
      expect(
        item.categories.some((category) => category.url === diagramsUrl || category.parent?.url === diagramsUrl),
      ).toBe(true);
    }
    const subcategory = page.items
      .flatMap((item) => item.categories)
      .find((category) => category.parent?.url === diagramsUrl)!;
    const sub = await catalogue({ categoryUrl: subcategory.url, pageSize: 100 });
    expect(sub.total).toBeGreaterThan(0);
    expect(sub.total).toBeLessThanOrEqual(page.total);
  });

  it('past the last page: no items, the real counts', async () => {
    const { pageCount, total } = await catalogue({ categoryUrl: diagramsUrl, pageSize: 10 });
    const past = await catalogue({ categoryUrl: diagramsUrl, pageSize: 10, page: pageCount + 1 });
    expect(past).toMatchObject({ items: [], page: pageCount + 1, pageCount, total });
  });
});

describe('catalogue bad input', () => {
  it('an unknown category url is NOT_FOUND', async () => {
    expect(await errorOf(gateway, CATALOGUE, { locale: 'fr', categoryUrl: 'no-such-category' })).toMatchObject({
      message: 'No category with url "no-such-category" in locale fr.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('an English url asked in French is NOT_FOUND too', async () => {
    expect(
      (await errorOf(gateway, CATALOGUE, { locale: 'fr', categoryUrl: 'diagrams-powerpoint' })).extensions?.code,
    ).toBe('NOT_FOUND');
  });

  it('an unknown tag is NOT_FOUND', async () => {
    expect(await errorOf(gateway, CATALOGUE, { locale: 'fr', tag: 'old' })).toMatchObject({
      message: 'Unknown tag "old". Known tags: new.',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it.each([
    [{ page: 0 }, 'page must be 1 or more (got 0)'],
    [{ pageSize: 101 }, 'pageSize must be between 1 and 100 (got 101)'],
    [{ pageSize: 0 }, 'pageSize must be between 1 and 100 (got 0)'],
  ])('%j is BAD_USER_INPUT', async (variables, message) => {
    expect(await errorOf(gateway, CATALOGUE, { locale: 'fr', ...variables })).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('a sort outside the enum is rejected with the accepted values', async () => {
    const error = await errorOf(gateway, CATALOGUE, { locale: 'fr', sort: 'CHEAPEST' });
    expect(error.message).toContain('Expected one of: ORIGINAL, PRICE_ASC, PRICE_DESC, CREATED_ASC.');
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
