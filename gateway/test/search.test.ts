import { SEARCH } from './support/catalogue-operations';
import { type TestGateway, startGateway } from './support/gateway';
import { dataOf, errorOf } from './support/results';

interface SearchResult {
  query: string;
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  items: Array<{ id: string; url: string; title: string; locale: string }>;
}

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway(process.env.CONTENT_API_URL as string);
});

afterAll(() => gateway?.close());

async function search(query: string, variables: Record<string, unknown> = {}): Promise<SearchResult> {
  return (await dataOf<{ search: SearchResult }>(gateway, SEARCH, { locale: 'fr', query, ...variables })).search;
}

describe('search in French', () => {
  it('finds diagrams by another form of a title word (plural "diagrammes" for "diagramme")', async () => {
    const results = await search('diagrammes');
    expect(results.total).toBeGreaterThan(0);
    expect(results.items.every((item) => item.locale === 'fr')).toBe(true);
    expect(results.items[0].title.toLowerCase()).toContain('diagramme');
    expect(results.items.some((item) => /diagramme(?!s)/i.test(item.title))).toBe(true);
  });

  it('finds diagrams by a singular when titles have the plural ("étape" for "étapes")', async () => {
    const results = await search('étape');
    expect(results.items[0].title).toMatch(/étapes/);
  });

  it('finds diagrams by a word with a one-letter typo ("procesus")', async () => {
    const results = await search('procesus');
    expect(results.total).toBeGreaterThan(0);
    expect(results.items[0].title.toLowerCase()).toContain('processus');
  });

  it('pages the ranked results', async () => {
    const all = await search('processus', { pageSize: 100 });
    const second = await search('processus', { page: 2, pageSize: 3 });
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: all.total, pageCount: Math.ceil(all.total / 3) });
    expect(second.items.map((item) => item.id)).toEqual(all.items.slice(3, 6).map((item) => item.id));
  });

  it('treats HTML, quotes and path characters as text, and reports the query as searched', async () => {
    const results = await search(`<script>alert("x")</script>\u0000 ../../processus`);
    expect(results.query).toBe(`<script>alert("x")</script> ../../processus`);
    expect(results.total).toBeGreaterThan(0);
  });

  it('rejects a blank query with the spec message', async () => {
    expect(await errorOf(gateway, SEARCH, { locale: 'fr', query: '  \t ' })).toMatchObject({
      message: 'Please enter a search query',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
