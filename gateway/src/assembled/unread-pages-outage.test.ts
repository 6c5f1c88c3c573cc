import pino from 'pino';
import { loadConfig } from '../config';
import { type Gateway, createServer } from '../server';
import { BREAKER_POLICY } from '../upstreams/circuit-breaker';
import { type FaultyUpstream, startFaultyUpstream } from '../upstreams/__fixtures__/faulty-upstream';

/** Six English diagrams as Strapi lists them for the search index: catalogue fields and slide titles. */
const INDEX_PAGE = {
  data: [12, 9, 30, 9, 15, 21].map((usd, index) => ({
    documentId: `d${index + 1}`,
    legacy_id: index + 1,
    url: `diagram-${index + 1}`,
    title: `Process diagram ${index + 1}`,
    locale: 'en',
    released_at: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    tags: [],
    prices: [{ currency: 'USD', amount: usd }],
    image: null,
    categories: [],
    localizations: [],
    slides: [{ title: 'Overview' }],
  })),
  meta: { pagination: { page: 1, pageSize: 100, pageCount: 1, total: 6 } },
};

const NO_DIAGRAMS = { data: [], meta: { pagination: { page: 1, pageSize: 25, pageCount: 0, total: 0 } } };
const RESET_TIMEOUT_MS = 300;
const OUTAGE_MARK = { answeredDuringOutage: true };

let content: FaultyUpstream;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  content = await startFaultyUpstream((req, res) => {
    const path = decodeURIComponent(req.url ?? '');
    // Once back, the backend has no such diagram any more: an answer the test tells from the outage's copy.
    if (path.startsWith('/api/diagrams?') && path.includes('filters[url]'))
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(NO_DIAGRAMS));
    if (path.startsWith('/api/diagrams?') && path.includes('populate[slides][fields]'))
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(INDEX_PAGE));
    res.writeHead(404).end();
  });
  const config = loadConfig({ CONTENT_API_URL: content.url, HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0' });
  gateway = await createServer(
    { ...config, circuitBreaker: { ...BREAKER_POLICY, resetTimeoutMs: RESET_TIMEOUT_MS } },
    pino({ level: 'silent' }),
  );
  url = `http://127.0.0.1:${(await gateway.listen()).port}`;
});

afterAll(async () => {
  await gateway.close();
  await content.close();
});

async function graphql(query: string) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return response.json();
}

const DIAGRAM_3 =
  '{ diagram(locale: en, url: "diagram-3") { legacyId title slideCount slides { number } price(currency: USD) { amount } } }';
const PAGE = '{ total pageCount items { legacyId price(currency: USD) { amount } } }';

describe('pages never read before, while the backend is down', () => {
  it("is listed from the search index's copy, sorted and paged as the backend would", async () => {
    expect((await graphql('{ search(locale: en, query: "process") { total } }')).data.search.total).toBe(6);
    await content.setMode('refuse');
    const { data, errors, extensions } = await graphql(
      `{ catalogue(locale: en, sort: PRICE_DESC, page: 2, pageSize: 2) ${PAGE} }`,
    );
    expect(errors).toBeUndefined();
    expect(extensions).toEqual(OUTAGE_MARK);
    expect(data.catalogue).toEqual({
      total: 6,
      pageCount: 3,
      items: [
        { legacyId: 5, price: { amount: '15.00' } },
        { legacyId: 1, price: { amount: '12.00' } },
      ],
    });
  });

  it("gives a diagram from the search index's copy, without its slides", async () => {
    const { data, errors, extensions } = await graphql(DIAGRAM_3);
    expect(errors).toBeUndefined();
    expect(extensions).toEqual(OUTAGE_MARK);
    expect(data.diagram).toEqual({
      legacyId: 3,
      title: 'Process diagram 3',
      slideCount: 1,
      slides: [],
      price: { amount: '30.00' },
    });
  });

  it('fails as before in a locale whose index was never built', async () => {
    const { errors } = await graphql(`{ catalogue(locale: fr, page: 1, pageSize: 2) ${PAGE} }`);
    expect(errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    const diagram = await graphql('{ diagram(locale: fr, url: "diagram-3") { title } }');
    expect(diagram.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it("answers the backend's word once it is back: no whole-result cache kept the outage's copy", async () => {
    await content.setMode('answer');
    await new Promise((resolve) => setTimeout(resolve, RESET_TIMEOUT_MS + 100));
    expect(await graphql(DIAGRAM_3)).toEqual({ data: { diagram: null } });
  });
});
