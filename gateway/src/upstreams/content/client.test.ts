import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { z } from 'zod';
import { CACHE_LIFETIMES } from '../../cache/lifetimes';
import { MemoryStore } from '../../cache/memory-store';
import { ResponseCache } from '../../cache/response-cache';
import { ContentClient, type ContentClientOptions } from './client';
import { ContentUnreachableError, InvalidResponseError, UnknownError, UpstreamError } from './errors';

const item = z.object({ documentId: z.string(), name: z.string() });

function clientAnswering(
  answer: (url: string) => Response | Promise<Response>,
  options: Partial<ContentClientOptions> = {},
) {
  const fetch = jest.fn((url: string | URL | Request) => Promise.resolve(answer(String(url))));
  const client = new ContentClient({
    url: 'http://cms.test',
    prefix: '/api',
    timeoutMs: 1000,
    fetch: fetch as unknown as typeof globalThis.fetch,
    ...options,
  });
  return { client, fetch };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('ContentClient.find', () => {
  it('GETs {url}{prefix}/{collection} with a bracket query and returns the validated data', async () => {
    const { client, fetch } = clientAnswering(() => json({ data: [{ documentId: 'a1', name: 'Maps' }], meta: {} }));
    await expect(client.find('categories', { locale: 'fr', sort: 'order:asc' }, item)).resolves.toEqual([
      { documentId: 'a1', name: 'Maps' },
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://cms.test/api/categories?locale=fr&sort=order%3Aasc');
    expect(init.headers).toEqual({ accept: 'application/json' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends the bearer token when configured', async () => {
    const { client, fetch } = clientAnswering(() => json({ data: [] }), { token: 's3cret' });
    await client.find('categories', {}, item);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://cms.test/api/categories');
    expect(init.headers).toEqual({ accept: 'application/json', authorization: 'Bearer s3cret' });
  });

  it('works without a prefix', async () => {
    const { client, fetch } = clientAnswering(() => json({ data: [] }), { prefix: '' });
    await client.find('plans', {}, item);
    expect(fetch.mock.calls[0][0]).toBe('http://cms.test/plans');
  });

  it("throws the body's error object as an UpstreamError, without retrying", async () => {
    const { client, fetch } = clientAnswering(() =>
      json({ data: null, error: { status: 503, name: 'ServiceUnavailableError', message: 'Database is down' } }, 503),
    );
    const failure = client.find('categories', {}, item);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({
      status: 503,
      name: 'ServiceUnavailableError',
      message: 'Database is down',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('throws UnknownError (status 500) when an error response has no body', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 502 }));
    await expect(client.find('categories', {}, item)).rejects.toEqual(new UnknownError());
  });

  it('throws InvalidResponseError for a 2xx answer that is not JSON or not the expected shape', async () => {
    const notJson = clientAnswering(() => new Response('<html></html>', { status: 200 }));
    await expect(notJson.client.find('categories', {}, item)).rejects.toEqual(
      new InvalidResponseError('body is not JSON'),
    );
    const wrongShape = clientAnswering(() => json({ data: [{ documentId: 'a1', name: null }] }));
    await expect(wrongShape.client.find('categories', {}, item)).rejects.toMatchObject({
      status: 502,
      message: expect.stringMatching(/^Content backend sent an unexpected response: categories data\.0\.name: /),
    });
  });

  it('gives up after the timeout with ContentUnreachableError', async () => {
    const fetch = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const client = new ContentClient({ url: 'http://cms.test', prefix: '/api', timeoutMs: 20, fetch });
    await expect(client.find('categories', {}, item)).rejects.toEqual(
      new ContentUnreachableError('no answer within 20 ms'),
    );
  });

  it('reports a refused connection as ContentUnreachableError', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const client = new ContentClient({ url: `http://127.0.0.1:${port}`, prefix: '/api', timeoutMs: 1000 });
    await expect(client.find('categories', {}, item)).rejects.toEqual(
      new ContentUnreachableError('connection failed (ECONNREFUSED)'),
    );
  });
});

describe('ContentClient with a response cache', () => {
  const cachedClient = () => {
    const cache = new ResponseCache(new MemoryStore(), {
      keyPrefix: '',
      lifetimes: CACHE_LIFETIMES,
      logger: pino({ level: 'silent' }),
    });
    const requested: string[] = [];
    const { client, fetch } = clientAnswering(
      () =>
        json({
          data: [{ documentId: 'a1', name: 'Maps' }],
          meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
        }),
      {
        cache,
        onRequest: (resource) => requested.push(resource),
      },
    );
    return { client, fetch, requested };
  };

  it('reads a named lifetime through the cache: one request, told by collection', async () => {
    const { client, fetch, requested } = cachedClient();
    await client.find('categories', { locale: 'fr' }, item, 'categories');
    await client.find('categories', { locale: 'fr' }, item, 'categories');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(requested).toEqual(['categories']);
  });

  it('reuses the decoded body while the cache hands back the same one, per shape', async () => {
    const { client } = cachedClient();
    const first = await client.find('categories', {}, item, 'categories');
    expect(await client.find('categories', {}, item, 'categories')).toBe(first);
    const page = await client.findPage('categories', {}, item, 'categories');
    expect(page.pagination.total).toBe(1);
    const named = await client.find('categories', {}, z.object({ name: z.string() }), 'categories');
    expect(named).toEqual([{ name: 'Maps' }]);
  });

  it('never caches reads without a lifetime', async () => {
    const { client, fetch } = cachedClient();
    await client.find('categories', {}, item);
    await client.find('categories', {}, item);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('ContentClient.checkHealth', () => {
  it("GETs Strapi's /_health outside the REST prefix", async () => {
    const { client, fetch } = clientAnswering(() => new Response(null, { status: 204 }));
    await expect(client.checkHealth(500)).resolves.toBeUndefined();
    expect(fetch.mock.calls[0][0]).toBe('http://cms.test/_health');
  });

  it('rejects when the backend answers with an error status', async () => {
    const { client } = clientAnswering(() => new Response('', { status: 503 }));
    await expect(client.checkHealth(500)).rejects.toBeInstanceOf(UnknownError);
  });
});
