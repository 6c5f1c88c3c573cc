import type http from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { outageExtensionPlugin } from '../cache/outage-answers';
import type { Logger } from 'pino';
import { MAX_ANSWER_FIELDS, answerTooLargePlugin, limitAnswerFields } from '../limits/answer-budget';
import { type AdmissionLimits, ExecutionAdmission } from '../limits/execution-admission';
import { HEAP_SHARE } from '../limits/heap-pressure';
import { queryCostPlugin } from '../limits/query-cost';
import { queryLimitOptions } from '../limits/query-limits';
import { rateLimitStatusPlugin } from '../limits/rate-limit-http';
import type { ReportUnexpected } from '../monitoring/report-unexpected';
import { errorReportingPlugin } from './report-unexpected';
import type { Context } from './context';
import { createErrorFormatter } from './format-error';

/**
 * Priced work the process answers at once (execution-admission.ts): issue 29's ten answers of 1.87 MB at once took a
 * gateway past its heap cap (deploy/gateway.env: 160 MB). Large operations (a sitemap file, an internal client's
 * report) hold at most one answer's field budget between them, beside everything else. A price is a bound, not what
 * an operation resolves: operations priced under half the budget (a cart of 200, a wishlist of 500) are not held
 * back one by one (with 2,000, the fuzz's traffic got through at half its rate). An answer holds about 1 kB a field
 * while it is built (answer-budget.ts): 30,000 fields, some 30 MB beside the idle gateway's 60 MB.
 */
const ADMISSION: AdmissionLimits = {
  capacity: 1.5 * MAX_ANSWER_FIELDS,
  largeFrom: MAX_ANSWER_FIELDS / 2,
  largeCapacity: MAX_ANSWER_FIELDS,
  maxWaitMs: 5000,
  maxHeapShare: HEAP_SHARE.admit,
};

/**
 * Parsed and validated documents kept for reuse, sized by their JSON as Apollo sizes them. Apollo's default, 30 MiB,
 * is about 130 MB of heap once full (a parsed document holds 4.3 times its JSON: 890 of issue 29's alias queries,
 * 13.4 MB of JSON, held 57.5 MB), so a stream of distinct documents took a gateway past its 160 MB heap cap
 * (deploy/gateway.env). 2 MiB holds the web's 55 documents (255 kB) eight times over.
 */
const DOCUMENT_STORE_BYTES = 2 * 2 ** 20;

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
    documentStore: new InMemoryLRUCache<DocumentNode>({ maxSize: DOCUMENT_STORE_BYTES }),
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
      // Catalogue fields are public data: results are cached whole, for a short while (result-cache.ts). No
      // HTTP cache headers: the same query answers in another currency for another visitor. Cart, order and payment
      // fields say @cacheControl(maxAge: 0), which keeps any result that holds them out of the cache
      // (and mutations are never cached). The hints are read once per document there, so Apollo's own
      // cache-control plugin, which works on every resolved field, is off.
      ApolloServerPluginCacheControlDisabled(),
      ...(results ? [results] : []),
    ],
  });
}
