import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { GatewayError } from './gatewayError';
import { sendOperation } from './transport';

export interface GatewayClientOptions {
  /** The gateway's GraphQL endpoint, e.g. http://gateway:4000/graphql. */
  url: string;
  /**
   * This client's token, one of the gateway's GATEWAY_CLIENT_TOKENS, sent as X-Client-Token: in production the
   * gateway runs only the web's own operations unless it is present.
   */
  clientToken?: string;
  /** A signed-in user's JWT, sent as Authorization: Bearer, for operations on their account. */
  userToken?: string;
  /** Per attempt; the gateway's own upstream timeouts are 5 s (content) and 10 s (shop). */
  timeoutMs?: number;
  /** Further attempts of a query that failed for a reason worth waiting out (never of a mutation). */
  retries?: number;
  /** The longest Retry-After a retry waits; a longer one fails at once. */
  maxRetryWaitSeconds?: number;
  fetch?: typeof fetch;
}

/** A typed operation of `@shop/sdk` (or of an internal client's own codegen with documentMode: 'string'). */
export type Operation<Result, Variables> = DocumentTypeDecoration<Result, Variables> & { toString(): string };

const DEFAULTS = { timeoutMs: 15_000, retries: 1, maxRetryWaitSeconds: 10 };
// A backend away gets a moment before the one retry; a rate limit says its own wait.
const UNAVAILABLE_WAIT_SECONDS = 1;

// A mutation definition starts the document or follows another definition's closing brace; comments aside.
const definesMutation = (query: string) => /(?:^|\})\s*mutation\b/.test(query.replace(/#[^\n]*/g, ''));
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * A client of the shop's gateway for internal services. `request` resolves to the operation's data, typed, or
 * throws a GatewayError carrying the gateway's code; queries are asked again on a rate limit or an unavailable
 * backend, as often as `retries` says, mutations never (the gateway does not retry writes either).
 */
export function createGatewayClient(options: GatewayClientOptions) {
  const {
    url,
    clientToken,
    userToken,
    timeoutMs,
    retries,
    maxRetryWaitSeconds,
    fetch: send,
  } = {
    ...DEFAULTS,
    fetch: globalThis.fetch,
    ...options,
  };
  const headers: Record<string, string> = {};
  if (clientToken) headers['x-client-token'] = clientToken;
  if (userToken) headers.authorization = `Bearer ${userToken}`;

  const attempt = async (body: unknown) =>
    (await sendOperation(body, { url, headers, fetch: send, signal: AbortSignal.timeout(timeoutMs) })).data;

  return {
    async request<Result, Variables>(operation: Operation<Result, Variables>, variables: Variables): Promise<Result> {
      const query = operation.toString();
      const body = { query, variables };
      const attempts = definesMutation(query) ? 1 : 1 + retries;
      for (let tried = 1; ; tried++) {
        try {
          return (await attempt(body)) as Result;
        } catch (error) {
          if (!(error instanceof GatewayError) || !error.retryable || tried >= attempts) throw error;
          const wait = error.retryAfterSeconds ?? UNAVAILABLE_WAIT_SECONDS;
          if (wait > maxRetryWaitSeconds) throw error;
          await sleep(wait);
        }
      }
    },
  };
}

export type GatewayClient = ReturnType<typeof createGatewayClient>;
