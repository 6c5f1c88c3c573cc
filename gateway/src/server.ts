import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { type Config, ConfigError, loadConfig } from './config';
import { createServices } from './create-services';
import { ResultCache } from './graphql/result-cache';
import { noteOutageAnswers } from './cache/outage-answers';
import { createApollo } from './graphql/apollo';
import { createContext } from './graphql/context';
import { buildGatewaySchema } from './graphql/schema';
import { clientAddress, isWebOwnCall, rateLimitKey } from './http/client-address';
import { graphiqlPage } from './http/graphiql';
import { graphqlBody } from './http/graphql-body';
import { loadManifest, trustedDocuments } from './http/trusted-documents';
import { accessLog } from './http/access-log';
import { capAnswerSize } from './http/answer-size';
import { healthRoutes } from './http/health';
import { metricsRoute } from './http/metrics';
import { revalidateRoute } from './http/revalidate';
import { clientOf, limitReads } from './limits/rate-limit-http';
import { createLogger } from './platform/logger';
import { createMetrics } from './platform/metrics';
import { reportHttpFaults } from './graphql/report-unexpected';
import type { ReportUnexpected } from './monitoring/report-unexpected';
import { connectRedis } from './platform/redis';

// Reports still in flight at SIGTERM get this long; orchestrators allow 10 s or more to stop.
const SHUTDOWN_FLUSH_MS = 2000;

export interface Gateway {
  /** Starts listening on config.host:config.port (0 picks a free port), and /metrics on its own port. */
  listen(): Promise<AddressInfo>;
  /** Where /metrics listens, once listening. */
  metricsAddress(): AddressInfo;
  /** Stops taking requests, lets in-flight ones finish, closes the ports. */
  close(): Promise<void>;
}

/**
 * The request's client, once per request: the web's word for the visitor when it vouches for it (WEB_PROXY_SECRET),
 * or the web itself when it vouches for a call naming no visitor (its cache fills).
 */
function identifyClient(secret: string): RequestHandler {
  return (req, res, next) => {
    res.locals.address = clientAddress(req.headers, req.socket.remoteAddress, secret);
    res.locals.client = rateLimitKey(res.locals.address);
    res.locals.webOwnCall = isWebOwnCall(req.headers, secret);
    next();
  };
}

/** `report` receives the gateway's unexpected errors (main() hands them to Sentry); none: they are only logged. */
export async function createServer(
  config: Config,
  logger: Logger = createLogger(config.logLevel),
  report?: ReportUnexpected,
): Promise<Gateway> {
  const metrics = createMetrics();
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, logger) : undefined;
  const { services, store, search, breakers } = createServices(config, { logger, redis, metrics });
  const results = new ResultCache(store, {
    keyPrefix: config.cacheKeyPrefix,
    ttlSeconds: config.cacheLifetimes.graphqlResult,
    logger,
    onLookup: (result) => metrics.cacheRequests.inc({ cache: 'graphqlResult', result }),
  });
  const manifest = loadManifest();
  const schema = buildGatewaySchema();
  const app = express();
  const httpServer = http.createServer(app);
  const apollo = createApollo(schema, httpServer, {
    production: config.appEnv === 'production',
    enforceLimits: config.enforceLimits,
    logger,
    report,
    results: results.plugin(schema),
  });
  await apollo.start();

  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.set('x-content-type-options', 'nosniff');
    next();
  });
  const log = accessLog(logger);
  if (log) app.use(log);
  app.use(healthRoutes(services.content, breakers, logger));
  app.use(
    revalidateRoute(
      config.revalidateSecret,
      {
        forgetContent: (collection) => services.content.forgetCached(collection),
        results,
        snapshots: [search, services.advisorCatalogue],
        logger,
      },
      config.webRevalidateUrl,
    ),
  );
  if (config.graphiql) app.get('/graphiql', graphiqlPage('/graphql'));
  app.use(
    '/graphql',
    identifyClient(config.webProxySecret),
    cors({ origin: config.corsOrigins }),
    ...graphqlBody(),
    // Before the rate limits and the result cache: a refused request costs neither a point nor a lookup.
    trustedDocuments({ manifest, ...config.trustedDocuments }),
    ...(config.enforceLimits ? [limitReads(services.limits)] : []),
    results.serve(),
    noteOutageAnswers(),
    ...(config.enforceLimits ? [capAnswerSize()] : []),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        createContext(services, { headers: req.headers, client: clientOf(res), address: String(res.locals.address) }),
    }),
  );
  if (report) app.use(reportHttpFaults(report));

  // Prometheus scrapes an internal port: request counts and process figures are nobody else's business.
  const metricsServer = http.createServer(express().get('/metrics', metricsRoute(metrics.registry)));
  const listen = (server: http.Server, port: number, host: string) =>
    new Promise<AddressInfo>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(server.address() as AddressInfo));
    });

  return {
    listen: async () => {
      await listen(metricsServer, config.metrics.port, config.metrics.host);
      return listen(httpServer, config.port, config.host);
    },
    metricsAddress: () => metricsServer.address() as AddressInfo,
    close: async () => {
      await apollo.stop();
      if (metricsServer.listening) await new Promise((resolve) => metricsServer.close(resolve));
      redis?.disconnect();
    },
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  const logger = createLogger(config.logLevel);
  // Loaded here rather than at the top: tests import createServer, and Sentry stays out of their processes.
  const sentry = await import('./monitoring/sentry-reporter');
  const gateway = await createServer(config, logger, sentry.reportToSentry);
  const { address, port } = await gateway.listen();
  const metricsPort = gateway.metricsAddress().port;
  logger.info(
    { address, port, metricsPort, appEnv: config.appEnv, contentApi: config.content.url },
    'gateway listening',
  );

  const shutDown = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    gateway
      .close()
      .then(() => sentry.flushSentry(SHUTDOWN_FLUSH_MS))
      .then(
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
