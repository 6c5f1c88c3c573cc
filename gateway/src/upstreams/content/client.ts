import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import type { ResponseCacheName } from '../../cache/lifetimes';
import type { ResponseCache } from '../../cache/response-cache';
import { type CircuitBreaker, throughBreaker } from '../circuit-breaker';
import { InvalidResponseError, errorFromBody, errorFromFetchFailure, isContentOutage } from './errors';
import { type StrapiQuery, serializeQuery } from './query-string';

export interface ContentClientOptions {
  /** Base URL without trailing slash, e.g. http://localhost:1337. */
  url: string;
  /** REST prefix, e.g. /api ('' for none). */
  prefix: string;
  token?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Caches response bodies by request; reads that name a lifetime go through it. */
  cache?: ResponseCache;
  /** Told of every request that reaches the backend, by collection. */
  onRequest?: (resource: string) => void;
  /** Fails calls at once while the backend keeps failing (docs/adr/0026). */
  breaker?: CircuitBreaker;
}

/** Strapi's `meta.pagination` of a list. */
export interface Pagination {
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}

const pagination = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});

const listBody = <T>(item: z.ZodType<T>) => z.object({ data: z.array(item) });
const pageBody = <T>(item: z.ZodType<T>) => z.object({ data: z.array(item), meta: z.object({ pagination }) });

// Decoded bodies kept per client, bounded by the length of their text; their objects take about as much again.
// 16 MiB held 24–35 MB of a 160 MB heap (deploy/gateway.env) and, beside issue 29's probe traffic, took the gateway
// out of memory. Pages of a whole collection (the search index's, 0.8 MB each) are decoded once and not kept.
const DECODED_MAX_CHARS = 4 * 1024 * 1024;
const DECODED_MAX_BODY_CHARS = 256 * 1024;

/** A number per schema (and body wrapper), so that one url read with two shapes never shares a decoded body. */
const shapeIds = new WeakMap<object, number>();
let lastShapeId = 0;
function shapeId(shape: object): number {
  if (!shapeIds.has(shape)) shapeIds.set(shape, ++lastShapeId);
  return shapeIds.get(shape)!;
}

/** Typed REST client of the content backend (Strapi 5). Knows nothing of GraphQL; never retries (spec §7). */
export class ContentClient {
  private readonly fetch: typeof fetch;
  /**
   * Parsing and validating a body costs more than the rest of a warm request; while the cache hands back
   * the same body, its decoded value is reused (domain objects are never mutated after decoding).
   */
  private readonly decoded = new LRUCache<string, { body: string; value: unknown }>({
    maxSize: DECODED_MAX_CHARS,
    maxEntrySize: DECODED_MAX_BODY_CHARS,
    sizeCalculation: ({ body }) => Math.max(1, body.length),
  });

  constructor(private readonly options: ContentClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /**
   * GET /{collection}?query: the `data` list, each item validated by `item`; cached for `lifetime` if given, else
   * read every time, its last good copy kept for an outage (docs/adr/0026).
   */
  async find<T>(
    collection: string,
    query: StrapiQuery,
    item: z.ZodType<T>,
    lifetime?: ResponseCacheName,
  ): Promise<T[]> {
    return (await this.read(collection, query, item, listBody, lifetime)).data;
  }

  /** Like find, with Strapi's pagination meta (page, pageSize, pageCount, total). */
  async findPage<T>(
    collection: string,
    query: StrapiQuery,
    item: z.ZodType<T>,
    lifetime?: ResponseCacheName,
  ): Promise<{ data: T[]; pagination: Pagination }> {
    const body = await this.read(collection, query, item, pageBody, lifetime);
    return { data: body.data, pagination: body.meta.pagination };
  }

  /** Forgets the cached responses of `collection`, or of every collection (content changed in the backend). */
  async forgetCached(collection = ''): Promise<void> {
    await this.options.cache?.clear(`content:${this.options.url}${this.options.prefix}/${collection}`);
  }

  /** Resolves while the backend answers its health route (Strapi's /_health, outside the REST prefix). */
  async checkHealth(timeoutMs: number): Promise<void> {
    await this.get('/_health', timeoutMs);
  }

  private async read<T, B>(
    collection: string,
    query: StrapiQuery,
    item: z.ZodType<T>,
    wrap: (item: z.ZodType<T>) => z.ZodType<B>,
    lifetime?: ResponseCacheName,
  ): Promise<B> {
    const search = serializeQuery(query);
    const path = `${this.options.prefix}/${collection}${search ? `?${search}` : ''}`;
    const fetchBody = () => this.get(path, this.options.timeoutMs, collection);
    const { cache } = this.options;
    if (!cache) return decode(collection, await fetchBody(), wrap(item));
    const cacheKey = `content:${this.options.url}${path}`;
    // Read without a lifetime: for a snapshot that is its own cache (search index, advisor), so only the last good copy.
    if (!lifetime)
      return decode(collection, await cache.lastGood('searchIndex', cacheKey, fetchBody, isContentOutage), wrap(item));

    const body = await cache.remember(lifetime, cacheKey, fetchBody, isContentOutage);
    const key = `${shapeId(wrap)}:${shapeId(item)}:${path}`;
    const known = this.decoded.get(key);
    if (known?.body === body) return known.value as B;
    const value = decode(collection, body, wrap(item));
    this.decoded.set(key, { body, value });
    return value;
  }

  /** `resource`: counted as a request that reached the backend (onRequest); the health check is not. */
  private async get(path: string, timeoutMs: number, resource?: string): Promise<string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let status: number;
    let body: string;
    try {
      ({ status, body } = await throughBreaker(this.options.breaker, async () => {
        if (resource) this.options.onRequest?.(resource);
        const response = await this.fetch(`${this.options.url}${path}`, {
          headers,
          signal: AbortSignal.timeout(timeoutMs),
        });
        return { status: response.status, body: await response.text() };
      }));
    } catch (failure) {
      throw errorFromFetchFailure(failure, timeoutMs);
    }
    if (status < 200 || status > 299) throw errorFromBody(status, body);
    return body;
  }
}

/** The body as JSON, validated and mapped by `shape`. */
function decode<B>(collection: string, body: string, shape: z.ZodType<B>): B {
  const parsed = shape.safeParse(parseJson(body));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new InvalidResponseError(`${collection} ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new InvalidResponseError('body is not JSON');
  }
}
