import type http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import { CACHE_LIFETIMES } from '../cache/lifetimes';
import type { ResultCache } from '../cache/result-cache';
import { queryCostPlugin } from '../limits/query-cost';
import { queryLimitOptions } from '../limits/query-limits';
import { rateLimitStatusPlugin } from '../limits/rate-limit-http';
import { type ReportUnexpected, errorReportingPlugin } from '../monitoring/report-unexpected';
import type { Context } from './context';
import { createErrorFormatter } from './format-error';

/**
 * Apollo Server with the shop's limits: a document over depth, aliases, directives, tokens or cost is refused
 * before any resolver runs; a rate-limited resolver makes the response a 429.
 */
export function createApollo(
  schema: GraphQLSchema,
  httpServer: http.Server,
  {
    production,
    enforceLimits,
    logger,
    report,
    results,
  }: { production: boolean; enforceLimits: boolean; logger: Logger; report?: ReportUnexpected; results?: ResultCache },
) {
  const limits = enforceLimits
    ? queryLimitOptions({ production })
    : { plugins: [], validationRules: [], parseOptions: {} };
  return new ApolloServer<Context>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main() owns SIGTERM/SIGINT: Apollo's own handler would re-raise the signal and skip our exit code.
    stopOnTerminationSignals: false,
    formatError: createErrorFormatter(schema, logger),
    logger,
    validationRules: limits.validationRules,
    parseOptions: limits.parseOptions,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      ...limits.plugins,
      ...(enforceLimits ? [queryCostPlugin(schema)] : []),
      rateLimitStatusPlugin,
      ...(report ? [errorReportingPlugin(schema, report)] : []),
      // Catalogue fields are public data: results are cached whole, for a short while. No HTTP cache
      // headers: the same query answers in another currency for another visitor. Cart, order and payment
      // fields say @cacheControl(maxAge: 0), which keeps any result that holds them out of the cache
      // (and mutations are never cached).
      ApolloServerPluginCacheControl({ defaultMaxAge: CACHE_LIFETIMES.graphqlResult, calculateHttpHeaders: false }),
      // Prices and `currency` depend on the visitor's headers only through the chosen currency.
      // `results`: a cache the content webhook empties (src/http/revalidate.ts); else Apollo's own.
      responseCachePlugin({ cache: results, extraCacheKeyData: async ({ contextValue }) => contextValue.currency }),
    ],
  });
}
