import pino from 'pino';
import { loadConfig } from '../config';
import { type Gateway, createServer } from '../server';
import { type FaultyUpstream, startFaultyUpstream } from '../upstreams/__fixtures__/faulty-upstream';
import topLevelEn from '../upstreams/content/__fixtures__/categories-top-level.en.json';

// Lifetimes scaled to ~1 s (categories 0.9 s, whole results 0.18 s); a breaker that opens after 2 failures.
const LIFETIME_SCALE = 0.003;
const RESET_TIMEOUT_MS = 3000;
const OUTAGE_MARK = { answeredDuringOutage: true };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let content: FaultyUpstream;
let gateway: Gateway;
let url: string;

beforeAll(async () => {
  content = await startFaultyUpstream((req, res) => {
    if (req.url === '/_health') return void res.writeHead(204).end();
    if (req.url?.startsWith('/api/categories?'))
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(topLevelEn));
    res.writeHead(404).end();
  });
  const config = loadConfig({
    CONTENT_API_URL: content.url,
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    CACHE_LIFETIME_SCALE: String(LIFETIME_SCALE),
  });
  gateway = await createServer(
    {
      ...config,
      circuitBreaker: {
        errorThresholdPercentage: 50,
        volumeThreshold: 2,
        windowMs: 10_000,
        resetTimeoutMs: RESET_TIMEOUT_MS,
      },
    },
    pino({ level: 'silent' }),
  );
  url = `http://127.0.0.1:${(await gateway.listen()).port}`;
});

afterAll(async () => {
  await gateway.close();
  await content.close();
});

const topLevelCategories = async () => {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ topLevelCategories(locale: en) { slug icon } }' }),
  });
  return { status: response.status, body: await response.json() };
};
const readiness = async () => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: await response.json() };
};
const metrics = async () => (await fetch(`http://127.0.0.1:${gateway.metricsAddress().port}/metrics`)).text();

describe('gateway through a content backend outage', () => {
  let firstAnswer: unknown;

  it('answers the catalogue while the backend answers', async () => {
    const { status, body } = await topLevelCategories();
    expect(status).toBe(200);
    expect(body.data.topLevelCategories[0]).toEqual({ slug: 'content-ready-ppt', icon: 'business' });
    firstAnswer = body;
  });

  it('still answers the catalogue with its data once the backend is stopped past the lifetimes, marked as such', async () => {
    await content.setMode('refuse');
    await sleep(LIFETIME_SCALE * 300 * 1000 + 200);
    // Two at once share one failed load: each answer is marked, not only the one that started it.
    expect(await Promise.all([topLevelCategories(), topLevelCategories()])).toEqual([
      { status: 200, body: { ...(firstAnswer as object), extensions: OUTAGE_MARK } },
      { status: 200, body: { ...(firstAnswer as object), extensions: OUTAGE_MARK } },
    ]);
    expect(await metrics()).toMatch(/^gateway_cache_stale_answers_total\{cache="categories"\} [1-9]/m);
  });

  it('opens the content circuit: /readyz is 503 naming it, and no call reaches the backend even once it is back', async () => {
    // One more failure in the window, or already refused: either way the circuit is open after it.
    await readiness();
    await content.setMode('answer');
    const received = content.requests.length;
    expect(await readiness()).toEqual({
      status: 503,
      body: {
        status: 'unavailable',
        reason: 'Content backend unreachable: circuit open after repeated content failures',
        circuits: { content: 'open', shop: 'closed', auth: 'closed' },
      },
    });
    await sleep(LIFETIME_SCALE * 300 * 1000);
    expect(await topLevelCategories()).toEqual({
      status: 200,
      body: { ...(firstAnswer as object), extensions: OUTAGE_MARK },
    });
    expect(content.requests).toHaveLength(received);
    expect(await metrics()).toMatch(/^gateway_upstream_circuit_open\{upstream="content"\} 1$/m);
  });

  it('closes the circuit when the probe after the reset timeout succeeds', async () => {
    await sleep(RESET_TIMEOUT_MS);
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', circuits: { content: 'closed', shop: 'closed', auth: 'closed' } },
    });
    expect(await metrics()).toMatch(/^gateway_upstream_circuit_open\{upstream="content"\} 0$/m);
    expect(await topLevelCategories()).toEqual({ status: 200, body: firstAnswer });
  });
});
