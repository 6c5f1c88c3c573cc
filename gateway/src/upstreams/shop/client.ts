import type { z } from 'zod';
import { type CircuitBreaker, throughBreaker } from '../circuit-breaker';
import { InvalidShopResponseError, shopErrorFromBody, shopErrorFromFetchFailure } from './errors';

export interface ShopClientOptions {
  /** Base URL without trailing slash, e.g. http://localhost:1337. */
  url: string;
  /** REST prefix, e.g. /api ('' for none). */
  prefix: string;
  /** Per attempt. */
  timeoutMs: number;
  fetch?: typeof fetch;
  /** Told of every request that reaches the shop (each attempt, none refused by the breaker), by resource. */
  onRequest?: (resource: string) => void;
  /** Sent on every call: the gateway secret; per request (withHeaders) the visitor's bearer and address. */
  headers?: Record<string, string>;
  /** Fails calls at once while the shop keeps failing (docs/adr/0026); each attempt counts. */
  breaker?: CircuitBreaker;
}

export type ShopMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Spec §7: statuses after which an idempotent GET is tried once more. */
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Spec §7: only GETs are retried (once); POST, PUT, PATCH and DELETE never are. */
export function isRetried(method: ShopMethod, status: number, attempt: number): boolean {
  return method === 'GET' && attempt === 1 && RETRIED_STATUSES.has(status);
}

export interface ShopRequest<T> {
  method: ShopMethod;
  /** Metrics label, e.g. 'cart_items/price'. */
  resource: string;
  /** Under the prefix, e.g. /website/v1/cart_items/price/. */
  path: string;
  body?: unknown;
  /** Validates and maps a 2xx body (undefined for an empty one, e.g. 204). */
  shape: z.ZodType<T>;
  /** Headers of this call only (e.g. X-Anonymous-User-Id). */
  headers?: Record<string, string>;
}

/** JSON client of the shop API (spec §7). Knows nothing of GraphQL; errors through spec §8's extraction. */
export class ShopClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ShopClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** The same client, with these headers on every call as well (e.g. one request's bearer and client address). */
  withHeaders(headers: Record<string, string>): ShopClient {
    return new ShopClient({ ...this.options, fetch: this.fetch, headers: { ...this.options.headers, ...headers } });
  }

  get<T>(resource: string, path: string, shape: z.ZodType<T>): Promise<T> {
    return this.request({ method: 'GET', resource, path, shape });
  }

  post<T>(resource: string, path: string, body: unknown, shape: z.ZodType<T>): Promise<T> {
    return this.request({ method: 'POST', resource, path, body, shape });
  }

  async request<T>({ method, resource, path, body, shape, headers: callHeaders }: ShopRequest<T>): Promise<T> {
    const url = `${this.options.url}${this.options.prefix}${path}`;
    const headers: Record<string, string> = { accept: 'application/json', ...this.options.headers, ...callHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    for (let attempt = 1; ; attempt++) {
      let status: number;
      let text: string;
      try {
        ({ status, text } = await throughBreaker(this.options.breaker, async () => {
          this.options.onRequest?.(resource);
          const response = await this.fetch(url, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            signal: AbortSignal.timeout(this.options.timeoutMs),
          });
          return { status: response.status, text: await response.text() };
        }));
      } catch (failure) {
        throw shopErrorFromFetchFailure(failure, this.options.timeoutMs);
      }
      if (status >= 200 && status <= 299) return decode(resource, text, shape);
      if (!isRetried(method, status, attempt)) throw shopErrorFromBody(status, text);
    }
  }
}

function decode<T>(resource: string, text: string, shape: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new InvalidShopResponseError(`${resource}: body is not JSON`);
  }
  const parsed = shape.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new InvalidShopResponseError(`${resource} ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
