import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { type GatewayAnswer, persistedBody, sendOperation } from '@shop/sdk/transport';
import { isRateLimited } from './gatewayErrors';
import { toRateLimitPage } from './rateLimitPath';

type Variables<TVariables> = TVariables extends { [key: string]: never } ? [] : [variables: TVariables];

/** Where the browser reaches the gateway: the same-origin proxy (app/graphql/route.ts), which vouches for the visitor. */
const BROWSER_ENDPOINT = '/graphql/';
// What Apollo's HttpLink asks for: with it, the gateway answers a refused request with its 4xx status.
const ACCEPT = { accept: 'application/graphql-response+json, application/json' };

/** One operation from the browser, by its trusted-document hash, through @shop/sdk's transport; fails with its GatewayError. */
export const sendFromBrowser = <TData>(document: object, variables: unknown): Promise<GatewayAnswer<TData>> =>
  sendOperation<TData>(persistedBody(document, variables), { url: BROWSER_ENDPOINT, headers: ACCEPT });

/**
 * One operation from a client component on a catalogue page: a plain fetch, so that Apollo Client stays out of
 * those pages' first load. A rate limit takes the visitor to the rate-limit page (spec §8), as ApolloWrapper's
 * link does; gatewayFailure() reads the error it throws.
 */
export async function browserGateway<TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
  ...[variables]: Variables<TVariables>
): Promise<TData> {
  try {
    return (await sendFromBrowser<TData>(document, variables)).data;
  } catch (error) {
    if (isRateLimited(error)) toRateLimitPage();
    throw error;
  }
}
