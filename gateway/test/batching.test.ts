import { CATEGORY_PAGE } from './support/catalogue-operations';
import { type TestGateway, startGateway } from './support/gateway';
import { counterTotal } from './support/metrics';
import { dataOf, topLevelUrl } from './support/results';

let gateway: TestGateway;

beforeAll(async () => {
  // A gateway of its own: its in-memory cache starts cold.
  gateway = await startGateway(process.env.CONTENT_API_URL as string);
});

afterAll(() => gateway?.close());

const upstreamCalls = async () => counterTotal(await gateway.metrics(), 'gateway_upstream_requests_total');

describe('the 24-diagram category page (issue 3)', () => {
  it('costs at most 3 upstream calls cold and none warm', async () => {
    // The web knows the category url from the header's category list; learn it without warming this page's calls.
    const other = await startGateway(process.env.CONTENT_API_URL as string);
    const categoryUrl = await topLevelUrl(other, 'fr', 'diagrams-powerpoint');
    await other.close();

    const before = await upstreamCalls();
    const cold = await dataOf<{
      catalogue: { items: Array<{ categories: Array<{ parent: unknown }> }>; total: number };
    }>(gateway, CATEGORY_PAGE, { categoryUrl });
    const afterCold = await upstreamCalls();
    const warm = await dataOf(gateway, CATEGORY_PAGE, { categoryUrl });
    const afterWarm = await upstreamCalls();

    expect(cold.catalogue.items).toHaveLength(24);
    expect(cold.catalogue.items.some((item) => item.categories.some((category) => category.parent))).toBe(true);
    expect(warm).toEqual(cold);
    expect(afterCold - before).toBeLessThanOrEqual(3);
    expect(afterWarm - afterCold).toBe(0);
    process.stdout.write(`category page upstream calls: cold ${afterCold - before}, warm ${afterWarm - afterCold}\n`);
  });
});
