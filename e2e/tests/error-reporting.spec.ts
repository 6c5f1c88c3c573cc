import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type SentryEvent, type SentryIngest, startSentryIngest } from '../../scripts/lib/sentry-ingest-stand-in';
import { watchPage } from './support/pageProblems';
import { REFUSED } from './support/refusedRequests';
import { startSecondWeb } from './support/secondWeb';
import { expect, test } from './support/test';

// The stack's web runs without SENTRY_DSN (the default). These tests start a second web from the same build,
// configured at run time with a local stand-in for Sentry's ingest, and with a gateway in front of the stack's
// that answers garbage to the queries of two marked pages, so that those pages fail for real.
test.describe.configure({ mode: 'serial' });

const KEY = 'e2ePublicKey42';
const ENVIRONMENT = 'e2e-errors';
const BROKEN_DIAGRAM = 'sentry-e2e-broken-diagram';
const BROKEN_CATEGORY = 'sentry-e2e-broken-category';
const stackWeb = new URL(process.env.BASE_URL ?? 'http://localhost:3000');
const sentryWeb = `http://localhost:${Number(stackWeb.port) + 9}`;
const { version } = JSON.parse(readFileSync(join(__dirname, '../../web/package.json'), 'utf8')) as { version: string };

let ingest: SentryIngest;
let gateway: Server;
let web: Awaited<ReturnType<typeof startSecondWeb>> | undefined;
let dsn: string;

const GARBAGE = JSON.stringify({ data: { diagram: { title: 'Broken' }, category: { name: 'Broken' } } });
const HOP_BY_HOP = ['host', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'accept-encoding'];

/**
 * The stack's gateway, except for queries naming a marked page: a 200 whose diagram or category lacks every
 * field but its name, as a gateway out of step with the web's schema would answer.
 */
async function startGarbageGateway(upstream: string) {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const text = body.toString('utf8');
    if (text.includes(BROKEN_DIAGRAM) || text.includes(BROKEN_CATEGORY)) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(GARBAGE);
      return;
    }
    // Hop-by-hop headers stay behind, as a proxy does (fetch refuses some of them).
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string' && !HOP_BY_HOP.includes(entry[0]),
      ),
    );
    try {
      const answer = await fetch(upstream, {
        method: request.method,
        headers,
        body: request.method === 'POST' ? body : undefined,
      });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

/** Server events of requests to `path` (Next's onRequestError names it). */
const eventsFor = (path: string): SentryEvent[] =>
  ingest.events().filter((event) => event.contexts?.nextjs?.request_path === path);

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ingest = await startSentryIngest({ publicKey: KEY });
  dsn = `http://${KEY}@${new URL(ingest.url).host}/42`;
  gateway = await startGarbageGateway(process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000/graphql');
  web = await startSecondWeb({
    name: 'error-reporting-web',
    portOffset: 9,
    env: {
      GATEWAY_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`,
      SENTRY_DSN: dsn,
      SENTRY_ENVIRONMENT: ENVIRONMENT,
    },
  });
});

test.afterAll(async () => {
  web?.stop();
  gateway?.close();
  await ingest?.stop();
});

type Frame = { filename?: string; function?: string; lineno?: number; colno?: number };

/**
 * Each distinct error (its message and where it was thrown) with the number of events reporting it: one each means
 * no error was reported twice. A page's metadata and its body can fail with the same message at different places.
 */
function countByError(events: SentryEvent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const event of events) {
    const exception = event.exception?.values?.[0] as { value?: string; stacktrace?: { frames?: Frame[] } };
    const where = (exception?.stacktrace?.frames ?? []).map(
      (f) => `${f.filename}:${f.function}:${f.lineno}:${f.colno}`,
    );
    const error = `${exception?.value} at ${where.join(' < ')}`;
    counts[error] = (counts[error] ?? 0) + 1;
  }
  return counts;
}

test('a page that fails on the server is reported once, with the release and environment; a 404 is not', async ({
  request,
}) => {
  expect((await request.get(`${sentryWeb}/diagrams/${BROKEN_DIAGRAM}/`)).status()).toBe(500);
  // Spec §8: a not-found diagram and an unknown address are routing errors (404), never reported.
  expect((await request.get(`${sentryWeb}/diagrams/no-such-diagram-e2e/`)).status()).toBe(404);
  expect((await request.get(`${sentryWeb}/no-such-page-e2e/`)).status()).toBe(404);
  expect((await request.get(`${sentryWeb}/category/${BROKEN_CATEGORY}/`)).status()).toBe(500);

  // The transport sends concurrently: each page's events are awaited, in no assumed order. On both pages the
  // metadata and the body fail apart: two errors each.
  const diagram = `/diagrams/${BROKEN_DIAGRAM}/`;
  const category = `/category/${BROKEN_CATEGORY}/`;
  await expect.poll(() => Object.keys(countByError(eventsFor(diagram))).length, { timeout: 15_000 }).toBe(2);
  await expect.poll(() => Object.keys(countByError(eventsFor(category))).length, { timeout: 15_000 }).toBe(2);

  for (const event of [...eventsFor(diagram), ...eventsFor(category)]) {
    expect(event).toMatchObject({ release: version, environment: ENVIRONMENT });
    expect(event.exception?.values?.[0]?.type).toBe('TypeError');
  }
  // Exactly one event per distinct error, none twice.
  for (const counts of [countByError(eventsFor(diagram)), countByError(eventsFor(category))])
    expect(
      Object.values(counts).every((count) => count === 1),
      JSON.stringify(counts),
    ).toBe(true);
  expect(ingest.events().filter((event) => JSON.stringify(event).includes('no-such-'))).toEqual([]);
  expect(ingest.refused).toEqual([]);
});

test("the fuzz's odd methods, bodies and origins are the client's mistakes: 4xx, nothing reported", async ({
  request,
}) => {
  const before = ingest.events().length;
  for (const [method, path, headers, status] of REFUSED) {
    const response = await request.fetch(`${sentryWeb}${path}`, { method, headers, data: 'a=1' });
    expect(response.status(), `${method} ${path}`).toBe(status);
  }
  // A failing page's report arrives within a second or two (the test above); nothing comes of these.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  expect(ingest.events().slice(before)).toEqual([]);
});

test("a failing POST's body, cookies and the visitor's address stay out of the report", async ({ request }) => {
  const secrets = { password: 'e2e-correct-horse-battery', cardNumber: '4242424242424242', session: 'e2eSessi0nT0ken' };
  const before = ingest.events().length;
  const response = await request.post(`${sentryWeb}/diagrams/${BROKEN_DIAGRAM}/`, {
    data: { password: secrets.password, cardNumber: secrets.cardNumber },
    headers: { cookie: `shop_session=${secrets.session}`, 'x-forwarded-for': '203.0.113.77' },
  });
  expect(response.status()).toBe(500);
  await expect
    .poll(
      () =>
        ingest
          .events()
          .slice(before)
          .filter((event) => event.request?.method === 'POST').length,
      {
        timeout: 15_000,
      },
    )
    .toBeGreaterThan(0);
  const sent = ingest.bodies.join('\n');
  for (const secret of [...Object.values(secrets), '203.0.113.77']) expect(sent.includes(secret), secret).toBe(false);
});

test('an error in the browser reaches Sentry through our own /monitoring/ tunnel, with no CSP violation', async ({
  page,
}) => {
  const { visit, problems } = await watchPage(page);
  const envelopes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && (r.url().includes('/monitoring/') || r.url().startsWith(ingest.url)))
      envelopes.push(r.url());
  });
  await visit(`${sentryWeb}/`);
  // The SDK arrives after the page is interactive, from the DSN the server rendered, as a chunk of its own.
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e browser boom');
    });
  });
  const boom = () => ingest.events().filter((event) => event.exception?.values?.[0]?.value === 'e2e browser boom');
  await expect.poll(() => boom().length).toBe(1);
  expect(boom()[0]).toMatchObject({ release: version, environment: ENVIRONMENT });
  expect(envelopes.length).toBeGreaterThan(0);
  expect(envelopes.every((url) => url === `${sentryWeb}/monitoring/`)).toBe(true);
  // The browser saw the error it threw, and nothing else: no CSP violation from the SDK's chunk or the tunnel.
  expect(problems.filter((problem) => !problem.includes('e2e browser boom'))).toEqual([]);
  expect(boom()).toHaveLength(1);
});

test("a download page's order key is not in the browser's reports, nor in the breadcrumbs of the next page", async ({
  page,
}) => {
  const orderKey = 'e2eSecretOrderKey0123';
  // English pages have no locale prefix.
  await page.goto(`${sentryWeb}/checkout/download/${orderKey}/`);
  await expect.poll(() => page.evaluate(() => '__SENTRY__' in window)).toBe(true);
  const throwLater = (message: string) =>
    page.evaluate((text) => {
      setTimeout(() => {
        throw new Error(text);
      });
    }, message);
  await throwLater('e2e error on a download page');
  // A client-side navigation away from it, recorded as a breadcrumb (from, to), then a second error.
  await page.evaluate(() => history.pushState(null, '', '/'));
  await throwLater('e2e error after a download page');
  const event = (message: string) =>
    ingest.events().find((candidate) => candidate.exception?.values?.[0]?.value === message);
  await expect.poll(() => event('e2e error on a download page')).toBeTruthy();
  await expect.poll(() => event('e2e error after a download page')).toBeTruthy();
  expect(event('e2e error on a download page')?.request?.url).toBe(`${sentryWeb}/checkout/download/[key]/`);
  expect(JSON.stringify(event('e2e error after a download page')?.breadcrumbs)).toContain(
    '"from":"/checkout/download/[key]/"',
  );
  expect(ingest.bodies.join('\n')).not.toContain(orderKey);
});

test('the tunnel refuses an envelope for another DSN and forwards nothing', async ({ request }) => {
  // Only this test's envelopes count: a page of an earlier test may still flush its own (it does as it closes).
  const bodiesBefore = ingest.bodies.length;
  const relayed = () => ingest.bodies.slice(bodiesBefore).filter((body) => body.includes('relay me'));
  const envelope = (to: string) =>
    `${JSON.stringify({ dsn: to })}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify({ message: 'relay me' })}\n`;
  const foreign = `http://someoneElse@${new URL(ingest.url).host}/42`;
  expect((await request.post(`${sentryWeb}/monitoring/`, { data: envelope(foreign) })).status()).toBe(403);
  expect((await request.post(`${sentryWeb}/monitoring/`, { data: envelope(dsn.replace('/42', '/7')) })).status()).toBe(
    403,
  );
  // Ours is accepted: the refusals above were for the DSN, not the route.
  expect((await request.post(`${sentryWeb}/monitoring/`, { data: envelope(dsn) })).status()).toBe(200);
  // Only ours reached the ingest, and it was accepted there.
  await expect.poll(() => relayed().length).toBe(1);
  expect(relayed()[0]).toContain(KEY);
  expect(ingest.received.filter((received) => JSON.stringify(received).includes('relay me'))).toHaveLength(1);
});

test('without SENTRY_DSN, pages work and load nothing of Sentry; the tunnel is not there', async ({
  page,
  request,
}) => {
  const { visit, problems } = await watchPage(page);
  const tunnelled: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/monitoring/')) tunnelled.push(r.url());
  });
  await visit('/');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('unreported');
    });
  });
  // The browser saw the error; nothing caught it to send it anywhere.
  await expect.poll(() => problems.some((problem) => problem.includes('unreported'))).toBe(true);
  expect(await page.evaluate(() => '__SENTRY__' in window)).toBe(false);
  expect(tunnelled).toEqual([]);
  expect(problems.filter((problem) => !problem.includes('unreported'))).toEqual([]);
  expect((await request.post('/monitoring/', { data: 'x' })).status()).toBe(404);
});
