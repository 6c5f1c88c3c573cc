import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { CACHE_LIFETIMES } from './cache/lifetimes';
import { openCacheStore } from './cache/open-store';
import { ResponseCache } from './cache/response-cache';
import { type Config, ConfigError, loadConfig } from './config';
import { type Context, type Services, createContext } from './graphql/context';
import { createErrorFormatter } from './graphql/format-error';
import { buildGatewaySchema } from './graphql/schema';
import { graphiqlPage } from './http/graphiql';
import { PROBE_PATHS, healthRoutes } from './http/health';
import { metricsRoute } from './http/metrics';
import { createLogger } from './logger';
import { createMetrics } from './metrics';
import { DiagramSearchIndexes } from './search/diagram-search';
import { ContentClient } from './upstreams/content/client';
import { fetchSearchableDiagrams } from './upstreams/content/searchable-diagrams';
import { ShopClient } from './upstreams/shop/client';

// Polled every few seconds by probes and Prometheus: not worth a log line each.
const QUIET_PATHS = [...PROBE_PATHS, '/metrics'];

export interface Gateway {
  /** Starts listening on config.host:config.port (0 picks a free port). */
  listen(): Promise<AddressInfo>;
  /** Stops taking requests, lets in-flight ones finish, closes the port. */
  close(): Promise<void>;
}

export async function createServer(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<Gateway> {
  const metrics = createMetrics();
  const cache = new ResponseCache(await openCacheStore(config.redisUrl, logger), {
    keyPrefix: config.cacheKeyPrefix,
    logger,
    onLookup: (name, result) => metrics.cacheRequests.inc({ cache: name, result }),
  });
  const content = new ContentClient({
    ...config.content,
    cache,
    onRequest: (resource) => metrics.upstreamRequests.inc({ upstream: 'content', resource }),
  });
  const services: Services = {
    content,
    search: new DiagramSearchIndexes({
      load: (locale) => fetchSearchableDiagrams(content, locale),
      lifetimeMs: CACHE_LIFETIMES.searchIndex * 1000,
      logger,
      onLookup: (result) => metrics.cacheRequests.inc({ cache: 'searchIndex', result }),
    }),
    logger,
    freeSampleUrl: config.freeSampleUrl,
    mediaPublicUrl: config.mediaPublicUrl,
    shop: new ShopClient({
      url: config.shop.url,
      prefix: config.shop.prefix,
      timeoutMs: config.shop.timeoutMs,
      onRequest: (resource) => metrics.upstreamRequests.inc({ upstream: 'shop', resource }),
    }),
    shopPublic: { url: config.shop.publicUrl, prefix: config.shop.prefix },
  };
  const schema = buildGatewaySchema();
  const app = express();
  const httpServer = http.createServer(app);
  const apollo = new ApolloServer<Context>({
    schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // main() owns SIGTERM/SIGINT: Apollo's own handler would re-raise the signal and skip our exit code.
    stopOnTerminationSignals: false,
    formatError: createErrorFormatter(schema, logger),
    logger,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      // Catalogue fields are public data: results are cached whole, for a short while. No HTTP cache
      // headers: the same query answers in another currency for another visitor. Cart, order and payment
      // fields say @cacheControl(maxAge: 0), which keeps any result that holds them out of the cache
      // (and mutations are never cached).
      ApolloServerPluginCacheControl({ defaultMaxAge: CACHE_LIFETIMES.graphqlResult, calculateHttpHeaders: false }),
      // Prices and `currency` depend on the visitor's headers only through the chosen currency.
      responseCachePlugin({ extraCacheKeyData: async ({ contextValue }) => contextValue.currency }),
    ],
  });
  await apollo.start();

  app.disable('x-powered-by');
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => QUIET_PATHS.includes(req.url ?? '') } }));
  app.use(healthRoutes(content, logger));
  app.get('/metrics', metricsRoute(metrics.registry));
  app.get('/graphiql', graphiqlPage('/graphql'));
  app.use(
    '/graphql',
    cors({ origin: config.corsOrigins }),
    express.json(),
    expressMiddleware(apollo, { context: async ({ req }) => createContext(services, req.headers) }),
  );

  return {
    listen: () =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => resolve(httpServer.address() as AddressInfo));
      }),
    close: async () => {
      await apollo.stop();
      await cache.close();
    },
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  const gateway = await createServer(config, logger);
  const { address, port } = await gateway.listen();
  logger.info({ address, port, contentApi: config.content.url }, 'gateway listening');

  const shutDown = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`Gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
