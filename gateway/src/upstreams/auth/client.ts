import type { z } from 'zod';
import { type CircuitBreaker, throughBreaker } from '../circuit-breaker';
import { CLIENT_ADDRESS_HEADER, GATEWAY_SECRET_HEADER, LOCALE_HEADER } from '../headers';
import { isRetried } from '../shop/client';
import { AuthUnreachableError, InvalidAuthResponseError, authErrorFromBody } from './errors';

export interface AuthClientOptions {
  /** Base URL without trailing slash (AUTH_API_URL), e.g. http://localhost:1337; paths start with /api. */
  url: string;
  timeoutMs: number;
  /** Sent as X-Gateway-Secret on every call (GATEWAY_SECRET). */
  gatewaySecret: string;
  fetch?: typeof fetch;
  /** Told of every request that reaches the backend, by resource. */
  onRequest?: (resource: string) => void;
  /** Fails calls at once while the auth API keeps failing (docs/adr/0026); each attempt counts. */
  breaker?: CircuitBreaker;
}

/** Who a call is made for: the visitor's bearer token, address and language; Strapi's session cookie for OAuth. */
export interface AuthCaller {
  bearer?: string;
  clientAddress?: string;
  locale?: string;
  cookie?: string;
}

export interface AuthRequest<T> {
  method: 'GET' | 'POST';
  /** Metrics label, e.g. 'auth/local'. */
  resource: string;
  /** From the base URL, e.g. /api/auth/local. */
  path: string;
  body?: unknown;
  caller: AuthCaller;
  /** Validates and maps a 2xx body; a 3xx answer (redirect: 'manual') is decoded from no body. */
  shape: z.ZodType<T>;
}

/**
 * JSON client of Strapi's users-permissions (spec §7's auth calls). Knows nothing of GraphQL. POSTs are never
 * retried; a GET once on spec §7's statuses. Redirects are not followed: email confirmation answers with one.
 */
export class AuthClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: AuthClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async request<T>({ method, resource, path, body, caller, shape }: AuthRequest<T>): Promise<T> {
    const headers = this.headersFor(caller, body !== undefined);
    for (let attempt = 1; ; attempt++) {
      let status: number;
      let text: string;
      let retryAfter: string | null;
      try {
        ({ status, retryAfter, text } = await throughBreaker(this.options.breaker, async () => {
          this.options.onRequest?.(resource);
          const response = await this.fetch(`${this.options.url}${path}`, {
            method,
            headers,
            body: body === undefined ? undefined : JSON.stringify(body),
            redirect: 'manual',
            signal: AbortSignal.timeout(this.options.timeoutMs),
          });
          return {
            status: response.status,
            retryAfter: response.headers.get('retry-after'),
            text: await response.text(),
          };
        }));
      } catch (failure) {
        throw AuthUnreachableError.from(failure, this.options.timeoutMs);
      }
      if (status >= 200 && status <= 399) return decode(resource, status, text, shape);
      if (!isRetried(method, status, attempt)) throw authErrorFromBody(status, text, retryAfter);
    }
  }

  private headersFor(caller: AuthCaller, withBody: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [GATEWAY_SECRET_HEADER]: this.options.gatewaySecret,
    };
    if (withBody) headers['content-type'] = 'application/json';
    if (caller.bearer) headers.authorization = `Bearer ${caller.bearer}`;
    if (caller.clientAddress) headers[CLIENT_ADDRESS_HEADER] = caller.clientAddress;
    if (caller.locale) headers[LOCALE_HEADER] = caller.locale;
    if (caller.cookie) headers.cookie = caller.cookie;
    return headers;
  }
}

function decode<T>(resource: string, status: number, text: string, shape: z.ZodType<T>): T {
  let json: unknown;
  if (status >= 300 || text === '') json = undefined;
  else {
    try {
      json = JSON.parse(text);
    } catch {
      throw new InvalidAuthResponseError(`${resource}: body is not JSON`);
    }
  }
  const parsed = shape.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new InvalidAuthResponseError(`${resource} ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}
