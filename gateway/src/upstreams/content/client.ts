import { z } from 'zod';
import { InvalidResponseError, errorFromBody, errorFromFetchFailure } from './errors';
import { type StrapiQuery, serializeQuery } from './query-string';

export interface ContentClientOptions {
  /** Base URL without trailing slash, e.g. http://localhost:1337. */
  url: string;
  /** REST prefix, e.g. /api ('' for none). */
  prefix: string;
  token?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Typed REST client of the content backend (Strapi 5). Knows nothing of GraphQL; never retries (spec §7). */
export class ContentClient {
  private readonly fetch: typeof fetch;

  constructor(private readonly options: ContentClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  /** GET /{collection}?query: the `data` list, each item validated by `item`. */
  async find<T>(collection: string, query: StrapiQuery, item: z.ZodType<T>): Promise<T[]> {
    const search = serializeQuery(query);
    const path = `${this.options.prefix}/${collection}${search ? `?${search}` : ''}`;
    const body = await this.get(path, this.options.timeoutMs);
    const parsed = z.object({ data: z.array(item) }).safeParse(parseJson(body));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw new InvalidResponseError(`${collection} ${issue.path.join('.')}: ${issue.message}`);
    }
    return parsed.data.data;
  }

  /** Resolves while the backend answers its health route (Strapi's /_health, outside the REST prefix). */
  async checkHealth(timeoutMs: number): Promise<void> {
    await this.get('/_health', timeoutMs);
  }

  private async get(path: string, timeoutMs: number): Promise<string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    let status: number;
    let body: string;
    try {
      const response = await this.fetch(`${this.options.url}${path}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      body = await response.text();
    } catch (failure) {
      throw errorFromFetchFailure(failure, timeoutMs);
    }
    if (status < 200 || status > 299) throw errorFromBody(status, body);
    return body;
  }
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new InvalidResponseError('body is not JSON');
  }
}
