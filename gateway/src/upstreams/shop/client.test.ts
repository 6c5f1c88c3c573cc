import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { UNEXPECTED_ERROR_MESSAGE } from '../../domain/error-message';
import { RETRIED_STATUSES, ShopClient, isRetried } from './client';
import { InvalidShopResponseError, ShopError, ShopUnreachableError } from './errors';

/** A real HTTP shop on a free port that answers each call with the next scripted reply. */
async function failingShop(replies: Array<{ status: number; body?: unknown; delayMs?: number }>) {
  const calls: Array<{ method: string; url: string; body: string }> = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      calls.push({ method: req.method ?? '', url: req.url ?? '', body });
      const reply = replies[Math.min(calls.length - 1, replies.length - 1)];
      setTimeout(() => {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const requests: string[] = [];
  const client = new ShopClient({
    url,
    prefix: '/api',
    timeoutMs: 300,
    onRequest: (resource) => requests.push(resource),
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { client, calls, requests, close };
}

const ok = z.object({ ok: z.boolean() });

describe('ShopClient retry policy against a real HTTP server (spec §7)', () => {
  let shop: Awaited<ReturnType<typeof failingShop>> | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  it('GET 503 then 200: one retry, then success', async () => {
    shop = await failingShop([
      { status: 503, body: { detail: 'busy' } },
      { status: 200, body: { ok: true } },
    ]);
    await expect(shop.client.get('orders', '/website/v1/orders/k/', ok)).resolves.toEqual({ ok: true });
    expect(shop.calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/website/v1/orders/k/',
      'GET /api/website/v1/orders/k/',
    ]);
    expect(shop.requests).toEqual(['orders', 'orders']);
  });

  it('GET 500 twice: fails after exactly 2 calls, with spec §8 message', async () => {
    shop = await failingShop([{ status: 500, body: { error: 'Database is down' } }]);
    const failure = shop.client.get('orders', '/website/v1/orders/k/', ok);
    await expect(failure).rejects.toBeInstanceOf(ShopError);
    await expect(failure).rejects.toMatchObject({ status: 500, message: 'Database is down' });
    expect(shop.calls).toHaveLength(2);
  });

  it('POST 503: exactly 1 call, never retried', async () => {
    shop = await failingShop([{ status: 503 }, { status: 200, body: { ok: true } }]);
    const failure = shop.client.post('orders', '/website/v1/orders/', { idempotency_key: 'a' }, ok);
    await expect(failure).rejects.toMatchObject({ status: 503, message: UNEXPECTED_ERROR_MESSAGE });
    expect(shop.calls).toHaveLength(1);
    expect(shop.calls[0]).toMatchObject({ method: 'POST', body: '{"idempotency_key":"a"}' });
  });

  it('404: no retry', async () => {
    shop = await failingShop([
      { status: 404, body: { detail: 'Order not found' } },
      { status: 200, body: { ok: true } },
    ]);
    await expect(shop.client.get('orders', '/website/v1/orders/nope/', ok)).rejects.toMatchObject({
      status: 404,
      message: 'Order not found',
    });
    expect(shop.calls).toHaveLength(1);
  });

  it('a timeout is ShopUnreachableError and not retried', async () => {
    shop = await failingShop([{ status: 200, body: { ok: true }, delayMs: 1000 }]);
    await expect(shop.client.get('orders', '/website/v1/orders/k/', ok)).rejects.toBeInstanceOf(ShopUnreachableError);
    expect(shop.calls).toHaveLength(1);
  });

  it('a 2xx body of the wrong shape is an InvalidShopResponseError', async () => {
    shop = await failingShop([{ status: 200, body: { nope: 1 } }]);
    await expect(shop.client.get('orders', '/website/v1/orders/k/', ok)).rejects.toBeInstanceOf(
      InvalidShopResponseError,
    );
  });

  it('a refused connection is ShopUnreachableError', async () => {
    shop = await failingShop([{ status: 200 }]);
    const { client } = shop;
    await shop.close();
    shop = undefined;
    await expect(client.get('orders', '/x/', ok)).rejects.toMatchObject({
      name: 'ShopUnreachableError',
      message: 'Shop API unreachable: connection failed (ECONNREFUSED)',
    });
  });
});

describe('isRetried', () => {
  it('retries GET once on the spec statuses only; never other methods', () => {
    expect([...RETRIED_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const status of RETRIED_STATUSES) {
      expect(isRetried('GET', status, 1)).toBe(true);
      expect(isRetried('GET', status, 2)).toBe(false);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
        expect(isRetried(method, status, 1)).toBe(false);
    }
    for (const status of [400, 401, 402, 403, 404, 422, 501, 505]) expect(isRetried('GET', status, 1)).toBe(false);
  });
});
