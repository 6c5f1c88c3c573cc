import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { POST as proxyPost } from '../app/graphql/route';
import { CONTENT_CACHE_LIFE, OUTAGE_COPY_CACHE_LIFE, answerForEveryone } from '@/platform/cache/cachedGatewayQuery';
import { HomeCategoriesDocument, PlanListDocument } from '@/gql/graphql';
import { callGateway } from '@/platform/session/gatewayCall';
import { loadStaticPage } from '@/features/content-pages/static/loadStaticPage';
import { queryGateway } from '@/platform/gateway/queryGateway';

// The request scope Next gives server components and actions.
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ 'accept-language': 'fr' }),
  cookies: async () => ({ get: () => undefined }),
}));
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => {} }));
jest.mock('next/root-params', () => ({ currency: async () => 'EUR' }));
const cacheLife = jest.fn();
jest.mock('next/cache', () => ({ cacheLife: (...args: unknown[]) => cacheLife(...args), cacheTag: () => {} }));
const TIMEOUT_MS = 400;
/** What the gateway stand-in does with each request. */
let mode: 'hang' | 'unavailable' | 'answer' | 'outageCopy' = 'hang';
const HOME_CATEGORIES = { __typename: 'Query', popularCategories: [], topLevelCategories: [] };
let gateway: Server;

beforeAll(async () => {
  gateway = createServer((request, response) => {
    request.resume();
    if (mode === 'hang') return; // Never answers: a frozen gateway, or a network that drops its packets.
    if (mode === 'answer' || mode === 'outageCopy') {
      // The gateway marks an answer made from the copies it kept for a backend outage.
      const extensions = mode === 'outageCopy' ? { extensions: { answeredDuringOutage: true } } : {};
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ data: HOME_CATEGORIES, ...extensions }));
    }
    // What the gateway answers when the shop is down or its circuit breaker open.
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        data: null,
        errors: [{ message: 'The shop is unavailable.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
      }),
    );
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  process.env.GATEWAY_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`;
  process.env.GATEWAY_TIMEOUT_MS = String(TIMEOUT_MS);
});

afterAll(async () => {
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});

beforeEach(() => {
  mode = 'hang';
  cacheLife.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

/** `call`'s answer and how long it took. */
async function timed<T>(call: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
}

/** Answered after the deadline, not long after: the visitor waits GATEWAY_TIMEOUT_MS, never a hang. */
const withinDeadline = (ms: number) => {
  expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  expect(ms).toBeLessThan(TIMEOUT_MS + 1500);
};

describe('a gateway that never answers', () => {
  it("fails a server component's query at GATEWAY_TIMEOUT_MS, as unreachable (its page shows §8's 500 page)", async () => {
    const { answer, ms } = await timed(() => queryGateway(PlanListDocument, { locale: 'fr' }));
    expect(answer).toEqual({ ok: false, errorCodes: [] });
    withinDeadline(ms);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^Gateway query failed: .*(timeout|abort)/i));
  });

  it('fails a cached page query at the deadline and keeps that failure in the page cache for seconds only', async () => {
    const { answer, ms } = await timed(() =>
      answerForEveryone(HomeCategoriesDocument, { locale: 'fr' }, 'EUR', ['menu']),
    );
    expect(answer).toEqual({ ok: false, errorCodes: [] });
    withinDeadline(ms);
    expect(cacheLife).toHaveBeenCalledWith('seconds');
  });

  it("fails a static page's copy at the deadline", async () => {
    const { answer, ms } = await timed(() => loadStaticPage('about', 'fr'));
    expect(answer).toBeUndefined();
    withinDeadline(ms);
  });

  it('fails a server action at the deadline as the shop being unreachable', async () => {
    const { answer, ms } = await timed(() => callGateway(PlanListDocument, { locale: 'fr' }));
    expect(answer).toEqual({ ok: false, failure: { codes: ['UPSTREAM_UNAVAILABLE'], fieldErrors: {} } });
    withinDeadline(ms);
  });

  it("answers the browser's /graphql/ request with UPSTREAM_UNAVAILABLE at the deadline (checkout's message)", async () => {
    const request = new NextRequest('http://shop.test/graphql/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    const { answer, ms } = await timed(() => proxyPost(request));
    expect(answer.status).toBe(502);
    expect((await answer.json()).errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    withinDeadline(ms);
  });
});

describe('a gateway that answers UPSTREAM_UNAVAILABLE', () => {
  it('is told at once, with its code, to server components and server actions', async () => {
    mode = 'unavailable';
    const query = await timed(() => queryGateway(PlanListDocument, { locale: 'fr' }));
    expect(query.answer).toEqual({ ok: false, errorCodes: ['UPSTREAM_UNAVAILABLE'] });
    const action = await timed(() => callGateway(PlanListDocument, { locale: 'fr' }));
    expect(action.answer).toMatchObject({ ok: false, failure: { codes: ['UPSTREAM_UNAVAILABLE'] } });
    expect(Math.max(query.ms, action.ms)).toBeLessThan(TIMEOUT_MS);
  });
});

describe('a gateway that answers', () => {
  it('leaves no deadline timer behind: a pending one would keep the finished render in memory until it fires', async () => {
    mode = 'unavailable';
    // The deadlines set and cleared by each caller, told from other timers (sockets') by their delay.
    const set = jest.spyOn(global, 'setTimeout');
    const cleared = jest.spyOn(global, 'clearTimeout');
    try {
      await queryGateway(PlanListDocument, { locale: 'fr' });
      await answerForEveryone(HomeCategoriesDocument, { locale: 'fr' }, 'EUR', ['menu']);
      await loadStaticPage('faq', 'fr');
      await callGateway(PlanListDocument, { locale: 'fr' });
      const request = new NextRequest('http://shop.test/graphql/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect((await proxyPost(request)).status).toBe(200);
      const deadlines = set.mock.results.filter((_, call) => set.mock.calls[call][1] === TIMEOUT_MS);
      expect(deadlines.length).toBeGreaterThanOrEqual(5);
      const clearedTimers = new Set(cleared.mock.calls.map(([timer]) => timer));
      expect(deadlines.filter(({ value }) => !clearedTimers.has(value))).toEqual([]);
    } finally {
      set.mockRestore();
      cleared.mockRestore();
    }
  });
});

describe("a gateway's answer for the page cache", () => {
  it('is kept for seconds when the gateway made it from outage copies, so the page is whole again soon after', async () => {
    mode = 'outageCopy';
    const answer = await answerForEveryone(HomeCategoriesDocument, { locale: 'fr' }, 'EUR', ['menu']);
    expect(answer).toEqual({ ok: true, data: HOME_CATEGORIES });
    expect(cacheLife.mock.calls).toEqual([[OUTAGE_COPY_CACHE_LIFE]]);
    expect(OUTAGE_COPY_CACHE_LIFE.revalidate).toBeLessThanOrEqual(10);
  });

  it("is kept for the content's lifetime otherwise", async () => {
    mode = 'answer';
    const answer = await answerForEveryone(HomeCategoriesDocument, { locale: 'fr' }, 'EUR', ['menu']);
    expect(answer).toEqual({ ok: true, data: HOME_CATEGORIES });
    expect(cacheLife.mock.calls).toEqual([[CONTENT_CACHE_LIFE]]);
  });
});
