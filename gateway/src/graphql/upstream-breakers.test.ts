import { z } from 'zod';
import { describeContentError, describeShopError } from './format-error';
import { type FaultyUpstream, startFaultyUpstream } from '../upstreams/__fixtures__/faulty-upstream';
import { AuthClient } from '../upstreams/auth/client';
import { AuthUnreachableError } from '../upstreams/auth/errors';
import { type BreakerPolicy, CircuitBreaker, TIMEOUTS_IN_A_ROW } from '../upstreams/circuit-breaker';
import { ContentClient } from '../upstreams/content/client';
import { type ContentError, ContentUnreachableError, UpstreamError } from '../upstreams/content/errors';
import { ShopClient } from '../upstreams/shop/client';
import { type ShopFailure, ShopUnreachableError } from '../upstreams/shop/errors';

const policy: BreakerPolicy = {
  errorThresholdPercentage: 50,
  volumeThreshold: 5,
  windowMs: 10_000,
  resetTimeoutMs: 30_000,
};
const category = z.object({ documentId: z.string() });

let upstream: FaultyUpstream;
let now: number;

beforeAll(async () => {
  upstream = await startFaultyUpstream((req, res) => {
    res.writeHead(req.url?.startsWith('/api/missing') ? 404 : 200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ data: [{ documentId: 'a1' }], meta: {} }));
  });
  // The process's first fetch loads its HTTP client: slow on a busy machine, it is not the upstream's doing.
  await (await fetch(upstream.url)).text();
});

afterAll(() => upstream.close());

beforeEach(async () => {
  now = 0;
  upstream.requests.length = 0;
  await upstream.setMode('answer');
});

function contentWithBreaker(timeoutMs = 1000) {
  const breaker = new CircuitBreaker({ upstream: 'content', policy, now: () => now });
  const client = new ContentClient({ url: upstream.url, prefix: '/api', timeoutMs, breaker });
  const read = (collection = 'categories') => client.find(collection, {}, category);
  return { breaker, read };
}

function shopWithBreaker(timeoutMs: number) {
  const breaker = new CircuitBreaker({ upstream: 'shop', policy, now: () => now });
  const shop = new ShopClient({ url: upstream.url, prefix: '/api', timeoutMs, breaker });
  const checkout = () => shop.post('orders', '/orders/', { diagramId: 1 }, z.unknown());
  return { breaker, checkout };
}

/** The GraphQL code a resolver's content failure turns into. */
const contentCode = (error: unknown) => describeContentError(error as ContentError).extensions?.code;

/** Runs `times` calls, ignoring how each ends. */
const fail = (times: number, call: () => Promise<unknown>) => Promise.allSettled(Array.from({ length: times }, call));

describe('circuit breaker of an upstream', () => {
  it('opens after 5 failed calls, then fails at once with UPSTREAM_UNAVAILABLE, the upstream receiving nothing', async () => {
    const { breaker, read } = contentWithBreaker();
    await upstream.setMode('fail');
    await fail(4, read);
    expect(breaker.state()).toBe('closed');
    await expect(read()).rejects.toBeInstanceOf(UpstreamError);
    expect(breaker.state()).toBe('open');

    const received = upstream.requests.length;
    const refused = await read().catch((error: unknown) => error);
    expect(refused).toEqual(new ContentUnreachableError('circuit open after repeated content failures'));
    expect(contentCode(refused)).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.requests).toHaveLength(received);
  });

  it('stops waiting out the timeout of an upstream that hangs', async () => {
    const { breaker, checkout: order } = shopWithBreaker(500);
    await upstream.setMode('hang');
    await fail(5, order);
    expect(breaker.state()).toBe('open');

    const received = upstream.requests.length;
    const refused = await order().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ShopUnreachableError);
    expect(describeShopError(refused as ShopFailure).extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.requests).toHaveLength(received);
  });

  it('opens after three timeouts in a row however far apart, and fails the next checkout at once', async () => {
    const { breaker, checkout } = shopWithBreaker(300);
    await upstream.setMode('hang');
    // One after another, each alone in its window, as 10 s checkouts during a backend hang are.
    for (let attempt = 1; attempt <= TIMEOUTS_IN_A_ROW; attempt += 1) {
      expect(breaker.state()).toBe('closed');
      await expect(checkout()).rejects.toEqual(new ShopUnreachableError('no answer within 300 ms'));
      now += policy.windowMs;
    }
    expect(breaker.state()).toBe('open');

    const received = upstream.requests.length;
    const refused = await checkout().catch((error: unknown) => error);
    expect(refused).toEqual(new ShopUnreachableError('circuit open after repeated shop failures'));
    expect(describeShopError(refused as ShopFailure).extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.requests).toHaveLength(received);
  });

  it('counts timeouts in a row only: an answer between them starts again', async () => {
    const { breaker, checkout } = shopWithBreaker(300);
    for (const mode of ['hang', 'hang', 'answer', 'hang', 'hang'] as const) {
      await upstream.setMode(mode);
      await checkout().catch(() => undefined);
      now += policy.windowMs;
    }
    expect(breaker.state()).toBe('closed');
  });

  it('breaks auth calls as well', async () => {
    const breaker = new CircuitBreaker({ upstream: 'auth', policy, now: () => now });
    const auth = new AuthClient({ url: upstream.url, timeoutMs: 1000, gatewaySecret: 'secret', breaker });
    const me = () =>
      auth.request({ method: 'GET', resource: 'users/me', path: '/api/users/me', caller: {}, shape: z.unknown() });
    await upstream.setMode('refuse');
    await fail(5, me);
    await upstream.setMode('answer');
    await expect(me()).rejects.toEqual(
      new AuthUnreachableError('Auth API unreachable: circuit open after repeated auth failures'),
    );
    expect(upstream.requests).toHaveLength(0);
  });

  it('lets one probe through once the reset timeout is over, and closes when it succeeds', async () => {
    const { breaker, read } = contentWithBreaker();
    await upstream.setMode('refuse');
    await fail(5, read);
    now += policy.resetTimeoutMs;
    expect(breaker.state()).toBe('half-open');
    await upstream.setMode('answer');

    const probe = read();
    const refused = await read().catch((error: unknown) => error);
    expect(contentCode(refused)).toBe('UPSTREAM_UNAVAILABLE');
    await expect(probe).resolves.toEqual([{ documentId: 'a1' }]);
    expect(upstream.requests).toHaveLength(1);
    expect(breaker.state()).toBe('closed');
    await expect(read()).resolves.toEqual([{ documentId: 'a1' }]);
  });

  it('opens again for another reset timeout when the probe fails', async () => {
    const { breaker, read } = contentWithBreaker();
    await upstream.setMode('fail');
    await fail(5, read);
    now += policy.resetTimeoutMs;
    await expect(read()).rejects.toBeInstanceOf(UpstreamError);
    expect(breaker.state()).toBe('open');
    now += policy.resetTimeoutMs - 1;
    expect(breaker.state()).toBe('open');
  });

  it("counts neither the backend's refusals (4xx) nor failures older than the window", async () => {
    const { breaker, read } = contentWithBreaker();
    await fail(5, () => read('missing'));
    expect(breaker.state()).toBe('closed');

    await upstream.setMode('fail');
    await fail(4, read);
    now += policy.windowMs;
    await fail(1, read);
    expect(breaker.state()).toBe('closed');
  });
});
