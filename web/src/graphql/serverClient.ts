import { connection } from 'next/server';
import { HttpLink, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { registerApolloClient, ApolloClient, InMemoryCache } from '@apollo/client-integration-nextjs';
import { gatewayUrl } from './gatewayUrl';

const { getClient } = registerApolloClient(
  () =>
    new ApolloClient({
      cache: new InMemoryCache(),
      link: new HttpLink({ uri: gatewayUrl(), fetchOptions: { cache: 'no-store' } }),
    }),
);

export type GatewayResult<TData> = { ok: true; data: TData } | { ok: false };

/**
 * Runs a query for a server component with the request's own Apollo Client. Failures (gateway
 * down, GraphQL errors) are logged and returned as `{ ok: false }`, so pages render a message
 * instead of crashing.
 */
export async function queryGateway<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<GatewayResult<TData>> {
  // Rendered per request: the gateway URL and its data are never baked in at build time.
  await connection();
  try {
    // errorPolicy 'none' (the default, spelled out for the types): errors throw, so data is set.
    const { data } = await getClient().query({ query, variables, errorPolicy: 'none' });
    return { ok: true, data };
  } catch (error) {
    console.error(`Gateway query failed: ${(error as Error).message}`);
    return { ok: false };
  }
}
