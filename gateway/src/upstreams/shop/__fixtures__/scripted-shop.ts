import { ShopClient } from '../client';

/** A shop client whose calls are answered with the next scripted reply, recording what was sent (no network). */
export function scriptedShop(replies: Array<{ status: number; body?: unknown }>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[calls.length - 1];
    return new Response(reply.body === undefined ? '' : JSON.stringify(reply.body), { status: reply.status });
  }) as typeof globalThis.fetch;
  return { shop: new ShopClient({ url: 'http://shop.test', prefix: '/api', timeoutMs: 1000, fetch }), calls };
}
