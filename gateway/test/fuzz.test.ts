import { type GatewayProcess, startGatewayProcess } from './support/fuzz/gateway-process';
import { aliasRequests } from './support/fuzz/alias-requests';
import { malformedRequests } from './support/fuzz/malformed-requests';
import { Random, fuzzSeed } from './support/fuzz/random';
import { type FuzzRequest, loadPublishedSchema, schemaRequests } from './support/fuzz/schema-requests';
import { eachConcurrently, sendHttp, sendRaw } from './support/fuzz/send';
import { Tally } from './support/fuzz/tally';

// FUZZ_SEED=<seed> replays a run: the seed is printed first.
const seed = fuzzSeed();
const SCHEMA_REQUESTS = 10_000;
const MALFORMED_REQUESTS = 1_000;
const ALIAS_REQUESTS = 200;
// Two cores shared with the rest of the suite: a few in flight, as a busy internal client would send them.
const CONCURRENCY = 4;
// No request may take longer, whatever it holds (the upstream timeouts are 5 s and 10 s).
const ANSWER_BOUND_MS = 10_000;
// The suite's share of CI's time (under 3 minutes in all): what is not sent by then fails the test, counted.
const SCHEMA_BUDGET_MS = 120_000;
const MALFORMED_BUDGET_MS = 30_000;
const ALIAS_BUDGET_MS = 40_000;
const testTimeout = (budgetMs: number) => budgetMs + ANSWER_BOUND_MS + 5_000;
// What the gateway may keep after 11,200 requests, once garbage is collected: about 50 MB here (4 kB a request, still
// so at 30,000), held by caches that are bounded (results up to 64 M characters, Apollo's parsed documents and
// persisted queries about 30 MiB each) and not yet full.
const HEAP_GROWTH_BOUND_MB = 100;
// Its resident memory, swc's compiler included (a built gateway does not load it).
const RSS_BOUND_MB = 450;

// An internal client: its token unlocks ad-hoc documents, which the gateway otherwise refuses (trusted documents on).
const CLIENT_TOKEN = 'fuzz-internal-client-token';
const WEB_PROXY_SECRET = 'fuzz-web-proxy-secret';

/**
 * Each request comes from one of 256 documentation addresses, vouched for as the web vouches for a visitor's: the
 * per-address allowances (the gateway's, and Strapi's sign-in limit) then count the fuzz apart from the other suites
 * on 127.0.0.1, and 10,000 requests test the gateway, not its read allowance.
 */
const clientHeaders = (index: number) => ({
  'x-client-token': CLIENT_TOKEN,
  'x-web-proxy-secret': WEB_PROXY_SECRET,
  'x-forwarded-for': `198.51.100.${index % 256}`,
});

let gateway: GatewayProcess;
let before: { heapMb: number; rssMb: number };
const heapSeries: number[] = [];
let peakRssMb = 0;
const started = performance.now();

async function measure() {
  const memory = await gateway.memory();
  peakRssMb = Math.max(peakRssMb, memory.rssMb);
  heapSeries.push(memory.heapMb);
  return memory;
}

beforeAll(async () => {
  console.log(`fuzz seed ${seed} (FUZZ_SEED=${seed} replays it)`);
  gateway = await startGatewayProcess({
    APP_ENV: 'local',
    CONTENT_API_URL: process.env.CONTENT_API_URL as string,
    TRUSTED_DOCUMENTS_ONLY: 'true',
    GATEWAY_CLIENT_TOKENS: CLIENT_TOKEN,
    WEB_PROXY_SECRET,
  });
  // The first search builds the gateway's index of the catalogue: it is kept, not grown.
  const search = '{"query":"{ search(locale: en, query: \\"process\\") { total } }"}';
  const headers = { 'content-type': 'application/json', ...clientHeaders(0) };
  expect((await sendHttp(`${gateway.url}/graphql`, { method: 'POST', headers, body: search }, 30_000)).status).toBe(
    200,
  );
  before = await measure();
}, 90_000);

afterAll(() => gateway?.stop());

/** POSTs generated bodies to /graphql a few at once until `budgetMs` is spent, each from a client of its own. */
async function sendAll(
  requests: Array<FuzzRequest & { index: number }>,
  budgetMs: number,
  after?: (index: number) => Promise<unknown>,
) {
  const tally = new Tally();
  const run = { concurrency: CONCURRENCY, deadline: performance.now() + budgetMs };
  await eachConcurrently(requests, run, async ({ index, kind, body }) => {
    const headers = { 'content-type': 'application/json', ...clientHeaders(index) };
    tally.add(kind, body, await sendHttp(`${gateway.url}/graphql`, { method: 'POST', headers, body }, ANSWER_BOUND_MS));
    await after?.(index);
  });
  return tally;
}

it(
  `answers ${SCHEMA_REQUESTS} requests generated from the schema, most validated and executed, without a 5xx or a hang`,
  async () => {
    const next = schemaRequests(loadPublishedSchema(), new Random(seed));
    const requests = Array.from({ length: SCHEMA_REQUESTS }, (_, index) => ({ index, ...next() }));
    const tally = await sendAll(requests, SCHEMA_BUDGET_MS, (index) =>
      index % 2000 === 0 ? measure() : Promise.resolve(),
    );
    console.log(`seed ${seed}, generated from the schema: ${tally.summary()}`);
    console.log(`CPU so far: gateway ${(await measure()).cpuSeconds} s, this test ${process.cpuUsage().user / 1e6} s`);

    expect({ seed, sent: tally.total, problems: tally.problems }).toEqual({
      seed,
      sent: SCHEMA_REQUESTS,
      problems: [],
    });
    // The client token must get documents past trusted documents to the parser, the rules and the resolvers.
    expect(tally.reachedValidation).toBeGreaterThan(SCHEMA_REQUESTS * 0.6);
    expect(tally.reachedExecution).toBeGreaterThan(SCHEMA_REQUESTS * 0.3);
  },
  testTimeout(SCHEMA_BUDGET_MS),
);

it(
  `answers ${MALFORMED_REQUESTS} malformed requests with a 4xx, never a 5xx or a hang`,
  async () => {
    const next = malformedRequests(new Random(seed + 1));
    const tally = new Tally();
    const { hostname, port } = new URL(gateway.url);
    const requests = Array.from({ length: MALFORMED_REQUESTS }, (_, index) => ({ index, request: next() }));
    const run = { concurrency: CONCURRENCY, deadline: performance.now() + MALFORMED_BUDGET_MS };
    await eachConcurrently(requests, run, async ({ index, request }) => {
      if ('raw' in request) {
        tally.add(request.kind, request.raw, await sendRaw(hostname, Number(port), request, ANSWER_BOUND_MS));
        return;
      }
      const { kind, method, path, headers, body } = request;
      const init = { method, headers: { ...clientHeaders(index), ...headers }, body };
      const sent = `${method} ${path} ${JSON.stringify(headers)} ${typeof body === 'string' ? body : `${body?.length ?? 0} bytes`}`;
      tally.add(kind, sent, await sendHttp(`${gateway.url}${path}`, init, ANSWER_BOUND_MS));
    });
    console.log(`seed ${seed}, malformed: ${tally.summary()}`);

    expect({ seed, sent: tally.total, problems: tally.problems }).toEqual({
      seed,
      sent: MALFORMED_REQUESTS,
      problems: [],
    });
  },
  testTimeout(MALFORMED_BUDGET_MS),
);

it(
  `answers ${ALIAS_REQUESTS} alias-heavy documents within every document limit within the answer cap, or refuses them with a code`,
  async () => {
    // The probe's shape (issue 29): aliases of a real diagram fanning out through its slides' diagram's slides.
    const find = async (query: string) => {
      const body = JSON.stringify({ query });
      const headers = { 'content-type': 'application/json', ...clientHeaders(0) };
      const answer = await sendHttp(`${gateway.url}/graphql`, { method: 'POST', headers, body }, ANSWER_BOUND_MS);
      expect(answer.text).toMatch(/^{"data"/);
      return JSON.parse(answer.text).data;
    };
    const { items } = (await find('{ catalogue(locale: en, pageSize: 100) { items { url slideCount } } }')).catalogue;
    const largest = items.reduce((a: { slideCount: number }, b: { slideCount: number }) =>
      b.slideCount > a.slideCount ? b : a,
    );
    const { slides } = (
      await find(`{ diagram(locale: en, url: ${JSON.stringify(largest.url)}) { slides { urlTitle } } }`)
    ).diagram;
    const real = { locale: 'en', url: JSON.stringify(largest.url), urlTitle: JSON.stringify(slides[0].urlTitle) };

    const next = aliasRequests(loadPublishedSchema(), new Random(seed + 2), real);
    const requests = Array.from({ length: ALIAS_REQUESTS }, (_, index) => ({ index, ...next() }));
    const tally = await sendAll(requests, ALIAS_BUDGET_MS);
    console.log(`seed ${seed}, aliases within limits (${largest.slideCount} slides): ${tally.summary()}`);

    expect({ seed, sent: tally.total, problems: tally.problems }).toEqual({
      seed,
      sent: ALIAS_REQUESTS,
      problems: [],
    });
    // Both sides of the limits are reached: answers with data, and refusals by price or by size.
    expect(tally.reachedExecution).toBeGreaterThan(ALIAS_REQUESTS * 0.3);
    expect((tally.codes.get('QUERY_TOO_COMPLEX') ?? 0) + (tally.codes.get('ANSWER_TOO_LARGE') ?? 0)).toBeGreaterThan(0);
  },
  testTimeout(ALIAS_BUDGET_MS),
);

it('keeps its memory bounded and serves as before', async () => {
  const { heapMb } = await measure();
  console.log(
    `fuzz memory: gateway heap ${before.heapMb} MB before, ${heapMb} MB after, collected (${heapSeries.join(', ')} MB ` +
      `along the way); RSS ${before.rssMb} MB before, ${peakRssMb} MB at most; ` +
      `${Math.round((performance.now() - started) / 1000)} s in all`,
  );
  expect(heapMb - before.heapMb).toBeLessThan(HEAP_GROWTH_BOUND_MB);
  expect(peakRssMb).toBeLessThan(RSS_BOUND_MB);
  const body = '{"query":"{ topLevelCategories(locale: en) { url } }"}';
  const headers = { 'content-type': 'application/json', ...clientHeaders(0) };
  const answer = await sendHttp(`${gateway.url}/graphql`, { method: 'POST', headers, body }, ANSWER_BOUND_MS);
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.text).data.topLevelCategories).toHaveLength(9);
});
