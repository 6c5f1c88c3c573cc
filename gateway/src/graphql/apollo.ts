import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { GraphQLSchema } from 'graphql';
import { outageExtensionPlugin } from '../cache/outage-answers';
import type { Logger } from 'pino';
import { MAX_ANSWER_FIELDS, answerTooLargePlugin, limitAnswerFields } from '../limits/answer-budget';
import { type AdmissionLimits, ExecutionAdmission } from '../limits/execution-admission';
import { queryCostPlugin } from '../limits/query-cost';
import { queryLimitOptions } from '../limits/query-limits';
import { rateLimitStatusPlugin } from '../limits/rate-limit-http';
import { type ReportUnexpected, errorReportingPlugin } from '../monitoring/report-unexpected';
import type { Context } from './context';
import { createErrorFormatter } from './format-error';

/**
 * Priced work the process answers at once (execution-admission.ts): issue 29's ten answers of 1.87 MB at once took a
 * gateway past its heap cap (deploy/gateway.env: 160 MB). Large operations (a sitemap file, an internal client's
 * report) hold at most one answer's field budget between them, beside everything else. A price is a bound, not what
 * an operation resolves: operations priced under half the budget (a cart of 200, a wishlist of 500) are not held
 * back one by one (with 2,000, the fuzz's traffic got through at half its rate).
 */
const ADMISSION: AdmissionLimits = {
  capacity: 2 * MAX_ANSWER_FIELDS,
  largeFrom: MAX_ANSWER_FIELDS / 2,
  largeCapacity: MAX_ANSWER_FIELDS,
  maxWaitMs: 5000,
};

/**
 * Apollo Server with the shop's limits: a document over depth, aliases, directives, tokens or cost is refused
 * before any resolver runs, the others wait for room to run (execution-admission.ts) and stop at the answer's field
 * budget; a rate-limited resolver makes the response a 429.
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
  }: {
    production: boolean;
    enforceLimits: boolean;
    logger: Logger;
    report?: ReportUnexpected;
    /** Decides which results the HTTP layer's whole-result cache keeps (none: nothing is cached whole). */
    results?: ApolloServerPlugin;
  },
) {
  const limits = enforceLimits
    ? queryLimitOptions({ production })
    : { plugins: [], validationRules: [], parseOptions: {} };
  return new ApolloServer<Context>({
    schema: enforceLimits ? limitAnswerFields(schema) : schema,
    introspection: true,
    // Persisted documents are the manifest the HTTP layer resolves (http/trusted-documents.ts), not a cache clients fill.
    persistedQueries: false,
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
      ...(enforceLimits ? [queryCostPlugin(schema, new ExecutionAdmission(ADMISSION)), answerTooLargePlugin] : []),
      rateLimitStatusPlugin,
      ...(report ? [errorReportingPlugin(schema, report)] : []),
      outageExtensionPlugin,
      // Catalogue fields are public data: results are cached whole, for a short while (cache/result-cache.ts). No
      // HTTP cache headers: the same query answers in another currency for another visitor. Cart, order and payment
      // fields say @cacheControl(maxAge: 0), which keeps any result that holds them out of the cache
      // (and mutations are never cached). The hints are read once per document there, so Apollo's own
      // cache-control plugin, which works on every resolved field, is off.
      ApolloServerPluginCacheControlDisabled(),
      ...(results ? [results] : []),
    ],
  });
}
