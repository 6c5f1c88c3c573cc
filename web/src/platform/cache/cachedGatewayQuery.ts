import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { cacheLife, cacheTag } from 'next/cache';
import type { Currency } from '@shop/money';
import { failedResult, type GatewayResult } from '@/platform/gateway/queryGateway';
import { everyoneCallHeaders, hashFromServer, hashOf } from '@/platform/gateway/serverGateway';
import { getCurrency } from '@/platform/currency/requestCurrency';

/** Content's lifetime in the page cache when no webhook says it changed: the gateway keeps it 300 s too. */
export const CONTENT_CACHE_LIFE = { stale: 60, revalidate: 300, expire: 86_400 };

/**
 * An answer the gateway made from copies kept for a backend outage (last good copies, a diagram without its
 * slides): kept seconds, so that the page is whole again soon after the backend is back.
 */
export const OUTAGE_COPY_CACHE_LIFE = { stale: 30, revalidate: 10, expire: 300 };

/** The gateway's mark on an answer made in part from copies it kept for a backend outage (docs/adr/0026). */
const OUTAGE_EXTENSION = 'answeredDuringOutage';

/**
 * The gateway's answer for everyone who sees this currency, as the shared page cache (ADR 0018) stores it:
 * under the content tags given, refilled when one is revalidated or after its lifetime. A failure is kept
 * one second only, so an outage or a 404 for new content does not outlive it, and an answer the gateway made
 * from its outage copies for seconds. Call it inside a `'use cache'` function only (it sets that entry's tags
 * and lifetime), which may add tags read from the answer.
 */
export const answerForEveryone = <TData, TVariables>(
  query: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  currency: Currency,
  tags: string[],
) => answerByHash<TData>(hashOf(query), variables, currency, tags);

async function answerByHash<TData>(
  hash: string,
  variables: unknown,
  currency: Currency,
  tags: string[],
): Promise<GatewayResult<TData>> {
  cacheTag(...tags);
  try {
    // The currency proxy.ts decided for the visitors this entry serves; no visitor's address or session.
    const { data, extensions } = await hashFromServer<TData>(hash, variables, everyoneCallHeaders(currency));
    cacheLife(extensions?.[OUTAGE_EXTENSION] === true ? OUTAGE_COPY_CACHE_LIFE : CONTENT_CACHE_LIFE);
    return { ok: true, data };
  } catch (error) {
    cacheLife('seconds');
    return failedResult(error);
  }
}

/**
 * Named by its hash, not given the document: a `'use cache'` function's arguments are serialized into its key,
 * and the hash is all the gateway is sent (docs/adr/0025).
 */
async function cachedAnswer<TData>(
  hash: string,
  variables: unknown,
  currency: Currency,
  tags: string[],
): Promise<GatewayResult<TData>> {
  'use cache';
  return answerByHash<TData>(hash, variables, currency, tags);
}

/**
 * queryGateway for what a page shows every visitor alike (catalogue, diagrams): no session, no visitor address;
 * the currency proxy.ts decided (the [currency] segment) is part of the cache key. `tags` name the content
 * (packages/platform's content tags).
 */
export async function queryCachedGateway<TData, TVariables>(
  query: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  tags: string[],
): Promise<GatewayResult<TData>> {
  return cachedAnswer<TData>(hashOf(query), variables, await getCurrency(), tags);
}

/**
 * queryCachedGateway for an answer that holds no price (the menus, a page's urls in other locales): one entry
 * serves every currency, and it works where no [currency] segment is (app/global-not-found.tsx). The gateway
 * still wants a currency: its default, USD.
 */
export async function queryCachedGatewayWithoutPrices<TData, TVariables>(
  query: DocumentTypeDecoration<TData, TVariables>,
  variables: TVariables,
  tags: string[],
): Promise<GatewayResult<TData>> {
  return cachedAnswer<TData>(hashOf(query), variables, 'USD', tags);
}
