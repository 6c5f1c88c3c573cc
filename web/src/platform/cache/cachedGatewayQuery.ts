import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type OperationVariables,
  type TypedDocumentNode,
} from '@apollo/client';
import { cacheLife, cacheTag } from 'next/cache';
import type { Currency } from '@shop/money';
import { webEnv } from '@/platform/config/env';
import { withGatewayDeadline } from '@/platform/gateway/gatewayDeadline';
import { gatewayFailure } from '@/platform/gateway/gatewayErrors';
import { type OutageNote, outageNoteLink } from '@/platform/gateway/outageNoteLink';
import { persistedDocumentLink } from '@/platform/gateway/persistedDocumentLink';
import { codegenHash, documentHash } from '@/platform/gateway/persistedRequest';
import type { GatewayResult } from '@/platform/gateway/serverClient';
import * as documents from '@/gql/graphql';
import { trustedHopHeaders } from '@/platform/gateway/trustedHop';
import { CURRENCY_HEADER } from '@/platform/gateway/visitorHeaders';
import { getCurrency } from '@/platform/currency/requestCurrency';

/** Failures a page handles itself, not worth a log line (as in queryGateway). */
const EXPECTED = ['NOT_FOUND', 'RATE_LIMITED'];

/** Content's lifetime in the page cache when no webhook says it changed: the gateway keeps it 300 s too. */
export const CONTENT_CACHE_LIFE = { stale: 60, revalidate: 300, expire: 86_400 };

/**
 * An answer the gateway made from copies kept for a backend outage (last good copies, a diagram without its
 * slides): kept seconds, so that the page is whole again soon after the backend is back.
 */
export const OUTAGE_COPY_CACHE_LIFE = { stale: 30, revalidate: 10, expire: 300 };

let client: ApolloClient | undefined;

/** One client for the process: what it fetches holds nothing of a visitor (no session, no address). */
function sharedClient(): ApolloClient {
  client ??= new ApolloClient({
    cache: new InMemoryCache(),
    link: ApolloLink.from([
      outageNoteLink(),
      persistedDocumentLink(),
      new HttpLink({ uri: webEnv().gatewayUrl, fetchOptions: { cache: 'no-store' } }),
    ]),
  });
  return client;
}

/**
 * The gateway's answer for everyone who sees this currency, as the shared page cache (ADR 0018) stores it:
 * under the content tags given, refilled when one is revalidated or after its lifetime. A failure is kept
 * one second only, so an outage or a 404 for new content does not outlive it, and an answer the gateway made
 * from its outage copies for seconds. Call it inside a `'use cache'` function only (it sets that entry's tags
 * and lifetime), which may add tags read from the answer.
 */
export async function answerForEveryone<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  currency: Currency,
  tags: string[],
): Promise<GatewayResult<TData>> {
  cacheTag(...tags);
  const outage: OutageNote = { answered: false };
  try {
    const { data } = await withGatewayDeadline((signal) =>
      sharedClient().query({
        query,
        variables,
        // The gateway picks the currency from these hints; the visitor's own decided it in proxy.ts.
        context: {
          headers: { [CURRENCY_HEADER]: currency, ...trustedHopHeaders(new Headers(), webEnv().webProxySecret) },
          fetchOptions: { signal },
          outageNote: outage,
        },
        errorPolicy: 'none',
        fetchPolicy: 'no-cache',
      }),
    );
    cacheLife(outage.answered ? OUTAGE_COPY_CACHE_LIFE : CONTENT_CACHE_LIFE);
    return { ok: true, data: data as TData };
  } catch (error) {
    cacheLife('seconds');
    const { codes } = gatewayFailure(error);
    if (!codes.some((code) => EXPECTED.includes(code)))
      console.error(`Gateway query failed: ${(error as Error).message}`);
    return { ok: false, errorCodes: codes };
  }
}

/** The web's operations by their codegen hash (ADR 0025); fragments have none. */
const operationsByHash = new Map(
  Object.values(documents).flatMap((value) => {
    const hash = codegenHash(value);
    return hash === undefined ? [] : [[hash, value as TypedDocumentNode] as const];
  }),
);

/**
 * Named by its hash, not given the document: a `'use cache'` function's arguments are serialized into its key and
 * handed to it as copies, and each new copy of a document became a new entry of Apollo's caches that are keyed by
 * document (its transforms, the persisted-query hashes), each keeping alive the render it was made in: the web
 * grew by a few MB a page.
 */
async function cachedAnswer<TData, TVariables extends OperationVariables>(
  hash: string,
  variables: TVariables,
  currency: Currency,
  tags: string[],
): Promise<GatewayResult<TData>> {
  'use cache';
  const query = operationsByHash.get(hash) as TypedDocumentNode<TData, TVariables> | undefined;
  if (!query) throw new Error(`No operation has the hash ${hash}: import operations from @/gql.`);
  return answerForEveryone(query, variables, currency, tags);
}

/**
 * queryGateway for what a page shows every visitor alike (catalogue, diagrams): no session, no visitor address;
 * the currency proxy.ts decided (the [currency] segment) is part of the cache key. `tags` name the content
 * (packages/platform's content tags).
 */
export async function queryCachedGateway<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  tags: string[],
): Promise<GatewayResult<TData>> {
  return cachedAnswer(documentHash(query), variables, await getCurrency(), tags);
}

/**
 * queryCachedGateway for an answer that holds no price (the menus, a page's urls in other locales): one entry
 * serves every currency, and it works where no [currency] segment is (app/global-not-found.tsx). The gateway
 * still wants a currency: its default, USD.
 */
export async function queryCachedGatewayWithoutPrices<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
  tags: string[],
): Promise<GatewayResult<TData>> {
  return cachedAnswer(documentHash(query), variables, 'USD', tags);
}
