import { cookies, headers } from 'next/headers';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { type GatewayAnswer, hashBody, persistedBody, sendOperation } from '@shop/sdk/transport';
import { webEnv } from '@/platform/config/env';
import { bearerHeader } from '@/platform/http/sessionCookie';
import { withGatewayDeadline } from './gatewayDeadline';
import { trustedHopHeaders } from './trustedHop';
import { CURRENCY_HEADER, visitorHeaders } from './visitorHeaders';

/**
 * The web's server side reaches the gateway here and nowhere else: one operation through @shop/sdk's transport, by
 * its trusted-document hash (docs/adr/0025), within GATEWAY_TIMEOUT_MS (gatewayDeadline.ts), never cached by
 * Next's fetch cache (the page cache decides what is kept). A failure throws the SDK's GatewayError.
 */
function sendFromServer<TData>(
  body: ReturnType<typeof hashBody>,
  callHeaders: Record<string, string>,
): Promise<GatewayAnswer<TData>> {
  return withGatewayDeadline((signal) =>
    sendOperation<TData>(body, { url: webEnv().gatewayUrl, headers: callHeaders, signal, init: { cache: 'no-store' } }),
  );
}

/** One generated operation (both codegen modes carry its hash). */
export const operationFromServer = <TData, TVariables>(
  document: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  callHeaders: Record<string, string>,
) => sendFromServer<TData>(persistedBody(document, variables), callHeaders);

/** One operation named by its hash alone: what a `'use cache'` function is handed (cachedGatewayQuery.ts). */
export const hashFromServer = <TData>(hash: string, variables: unknown, callHeaders: Record<string, string>) =>
  sendFromServer<TData>(hashBody(hash, variables), callHeaders);

/** A generated operation's hash; one without (a fragment) throws. */
export { operationHash as hashOf } from '@shop/sdk/transport';

/**
 * The headers of a call made for the visitor of the current request: their currency, their address vouched for by
 * the web's secret (so the gateway's rate limits count them, not the web) and, when given, their session.
 */
export async function visitorCallHeaders(sessionToken: string | undefined): Promise<Record<string, string>> {
  const [incoming, jar] = await Promise.all([headers(), cookies()]);
  return {
    ...visitorHeaders(incoming, jar),
    ...trustedHopHeaders(incoming, webEnv().webProxySecret),
    ...bearerHeader(sessionToken),
  };
}

/**
 * The headers of a call made for every visitor alike (a shared page cache fill): the currency only, and the web's
 * secret without an address, which the gateway counts against no visitor's allowance.
 */
export const everyoneCallHeaders = (currency: string): Record<string, string> => ({
  [CURRENCY_HEADER]: currency,
  ...trustedHopHeaders(new Headers(), webEnv().webProxySecret),
});

/**
 * The browser's own request to /graphql/, passed on as it came (its method, query string and body; the headers
 * proxyRequest.ts chose) and its answer read whole within the deadline: GraphQL JSON, bounded by the query limits.
 */
export function forwardToGateway(
  search: string,
  init: { method: string; headers: Headers; body: Uint8Array<ArrayBuffer> | undefined },
): Promise<{ upstream: Response; answer: ArrayBuffer }> {
  const target = new URL(webEnv().gatewayUrl);
  target.search = search;
  return withGatewayDeadline(async (signal) => {
    const upstream = await fetch(target, { ...init, signal, cache: 'no-store' });
    return { upstream, answer: await upstream.arrayBuffer() };
  });
}
