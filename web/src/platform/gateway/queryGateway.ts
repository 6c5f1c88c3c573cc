import { cookies } from 'next/headers';
import { connection } from 'next/server';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { SESSION_COOKIE } from '@/platform/http/sessionCookie';
import { gatewayFailure } from './gatewayErrors';
import { operationFromServer, visitorCallHeaders } from './serverGateway';

/** On failure, the GraphQL error codes (e.g. NOT_FOUND, RATE_LIMITED), empty when the gateway was not reached. */
export type GatewayResult<TData> = { ok: true; data: TData } | { ok: false; errorCodes: string[] };

/** Failures a page handles itself, not worth a log line: a 404, a visitor over a rate limit. */
const EXPECTED = ['NOT_FOUND', 'RATE_LIMITED'];

/** The failure of a page's query as GatewayResult says it, logged unless the page expects it. */
export function failedResult(error: unknown): { ok: false; errorCodes: string[] } {
  const { codes } = gatewayFailure(error);
  if (!codes.some((code) => EXPECTED.includes(code)))
    console.error(`Gateway query failed: ${(error as Error).message}`);
  return { ok: false, errorCodes: codes };
}

/**
 * Runs a query for a server component, for the visitor of this request: their currency, their address with the
 * web's secret (so that the gateway's rate limits count them and not the web), their session as a bearer token
 * from the HttpOnly cookie (ADR 0012). Failures (gateway down or slower than GATEWAY_TIMEOUT_MS, GraphQL errors)
 * are logged and returned as `{ ok: false }`, so pages render spec §8's 500 page instead of crashing, a 404 for
 * NOT_FOUND, or the rate-limit page.
 */
export async function queryGateway<TData, TVariables>(
  query: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
): Promise<GatewayResult<TData>> {
  // Rendered per request: the gateway URL and its data are never baked in at build time.
  await connection();
  const callHeaders = await visitorCallHeaders((await cookies()).get(SESSION_COOKIE)?.value || undefined);
  try {
    const { data } = await operationFromServer(query, variables, callHeaders);
    return { ok: true, data };
  } catch (error) {
    return failedResult(error);
  }
}
