import { cookies, headers } from 'next/headers';
import { connection } from 'next/server';
import { ApolloLink, HttpLink, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { registerApolloClient, ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { webEnv } from '@/platform/config/env';
import { bearerHeader, SESSION_COOKIE } from '@/platform/http/sessionCookie';
import { withGatewayDeadline } from './gatewayDeadline';
import { gatewayFailure } from './gatewayErrors';
import { persistedDocumentLink } from './persistedDocumentLink';
import { trustedHopHeaders } from './trustedHop';
import { visitorHeaders } from './visitorHeaders';

const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: ApolloLink.from([
        persistedDocumentLink(),
        new HttpLink({ uri: webEnv().gatewayUrl, fetchOptions: { cache: 'no-store' } }),
      ]),
    }),
);

/** On failure, the GraphQL error codes (e.g. NOT_FOUND, RATE_LIMITED), empty when the gateway was not reached. */
export type GatewayResult<TData> = { ok: true; data: TData } | { ok: false; errorCodes: string[] };

/** Failures a page handles itself, not worth a log line: a 404, a visitor over a rate limit. */
const EXPECTED = ['NOT_FOUND', 'RATE_LIMITED'];

/**
 * Runs a query for a server component with the request's own Apollo Client, sending the visitor's
 * language, region and time zone so that the gateway picks their currency, and their address with
 * the web's secret, so that the gateway's rate limits count them and not the web, and their session
 * as a bearer token from the HttpOnly cookie (ADR 0012). Failures
 * (gateway down or slower than GATEWAY_TIMEOUT_MS, GraphQL errors) are logged and returned as `{ ok: false }`,
 * so pages render spec §8's 500 page instead of crashing, a 404 for NOT_FOUND, or the rate-limit page.
 */
export async function queryGateway<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<GatewayResult<TData>> {
  // Rendered per request: the gateway URL and its data are never baked in at build time.
  await connection();
  const [incoming, jar] = await Promise.all([headers(), cookies()]);
  const context = {
    headers: {
      ...visitorHeaders(incoming, jar),
      ...trustedHopHeaders(incoming, webEnv().webProxySecret),
      ...bearerHeader(jar.get(SESSION_COOKIE)?.value || undefined),
    },
  };
  try {
    // errorPolicy 'none' (the default, spelled out for the types): errors throw, so data is set.
    // no-cache: this client lives for one request, so normalizing results into its cache is only cost.
    const { data } = await withGatewayDeadline((signal) =>
      getClient().query({
        query,
        variables,
        context: { ...context, fetchOptions: { signal } },
        errorPolicy: 'none',
        fetchPolicy: 'no-cache',
      }),
    );
    return { ok: true, data };
  } catch (error) {
    const { codes } = gatewayFailure(error);
    if (!codes.some((code) => EXPECTED.includes(code)))
      console.error(`Gateway query failed: ${(error as Error).message}`);
    return { ok: false, errorCodes: codes };
  }
}
