import { GatewayError, answerError } from './gatewayError';

/** An answer without errors: its data and what the gateway noted beside it (e.g. answeredDuringOutage). */
export interface GatewayAnswer<Result> {
  data: Result;
  extensions?: Record<string, unknown>;
}

export interface SendOptions {
  /** The gateway's GraphQL endpoint, or a proxy in front of it (the web's same-origin /graphql/). */
  url: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Further fetch settings, e.g. Next's `cache: 'no-store'`. */
  init?: RequestInit;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

/**
 * Posts one GraphQL request body (a query's text or a trusted document's hash, see persistedBody) and reads the
 * answer: its data, or a GatewayError with the gateway's code, or GATEWAY_UNREACHABLE when no answer came whole
 * (refused, timed out, cut off), GATEWAY_HTTP_ERROR when what came is not a GraphQL answer. No retry: the caller
 * knows whether asking again is safe.
 */
export async function sendOperation<Result>(body: unknown, options: SendOptions): Promise<GatewayAnswer<Result>> {
  const { url, headers, signal, init } = options;
  const send = options.fetch ?? globalThis.fetch;
  let response: Response;
  let text: string;
  try {
    response = await send(url, {
      ...init,
      method: 'POST',
      headers: { ...JSON_HEADERS, ...headers },
      body: JSON.stringify(body),
      signal,
    });
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new GatewayError({ code: 'GATEWAY_UNREACHABLE', message: `No answer from ${url}: ${reason}`, status: 0 });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const failure = answerError(response.status, response.headers.get('retry-after'), parsed);
  if (failure) throw failure;
  const answer = (parsed ?? {}) as { data?: Result | null; extensions?: Record<string, unknown> };
  if (answer.data == null)
    throw new GatewayError({
      code: 'GATEWAY_HTTP_ERROR',
      message: `The gateway answered HTTP ${response.status} without data.`,
      status: response.status,
    });
  return { data: answer.data, extensions: answer.extensions };
}

// `@shop/sdk/transport` is this module: what a browser bundle may import (the package's index also points at the
// schema file, with node:path).
export { GatewayError, type GraphQLErrorEntry } from './gatewayError';
export { hashBody, operationHash, persistedBody } from './persisted';
