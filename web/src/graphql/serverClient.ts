import { cookies, headers } from 'next/headers';
import { connection } from 'next/server';
import { CombinedGraphQLErrors, HttpLink, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { registerApolloClient, ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { gatewayUrl } from './gatewayUrl';
import { visitorHeaders } from './visitorHeaders';

const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({ uri: gatewayUrl(), fetchOptions: { cache: 'no-store' } }),
    }),
);

/** On failure, the GraphQL error codes (e.g. NOT_FOUND), empty when the gateway was not reached. */
export type GatewayResult<TData> = { ok: true; data: TData } | { ok: false; errorCodes: string[] };

function errorCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((entry) => String(entry.extensions?.code ?? ''));
}

/**
 * Runs a query for a server component with the request's own Apollo Client, sending the visitor's
 * language, region and time zone so that the gateway picks their currency. Failures (gateway down,
 * GraphQL errors) are logged and returned as `{ ok: false }`, so pages render a message instead of
 * crashing, or a 404 for NOT_FOUND.
 */
export async function queryGateway<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<GatewayResult<TData>> {
  // Rendered per request: the gateway URL and its data are never baked in at build time.
  await connection();
  const context = { headers: visitorHeaders(await headers(), await cookies()) };
  try {
    // errorPolicy 'none' (the default, spelled out for the types): errors throw, so data is set.
    // no-cache: this client lives for one request, so normalizing results into its cache is only cost.
    const { data } = await getClient().query({ query, variables, context, errorPolicy: 'none', fetchPolicy: 'no-cache' });
    return { ok: true, data };
  } catch (error) {
    const codes = errorCodes(error);
    if (!codes.includes('NOT_FOUND')) console.error(`Gateway query failed: ${(error as Error).message}`);
    return { ok: false, errorCodes: codes };
  }
}
