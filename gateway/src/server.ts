import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { type Config, ConfigError, loadConfig } from './config';
import { type Context, createContext } from './graphql/context';
import { createErrorFormatter } from './graphql/format-error';
import { buildGatewaySchema } from './graphql/schema';
import { graphiqlPage } from './http/graphiql';
import { PROBE_PATHS, healthRoutes } from './http/health';
import { createLogger } from './logger';
import { ContentClient } from './upstreams/content/client';

export interface Gateway {
  /** Starts listening on config.host:config.port (0 picks a free port). */
  listen(): Promise<AddressInfo>;
  /** Stops taking requests, lets in-flight ones finish, closes the port. */
  close(): Promise<void>;
}

export async function createServer(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<Gateway> {
  const content = new ContentClient(config.content);
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
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer }), ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();

  app.disable('x-powered-by');
  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => PROBE_PATHS.includes(req.url ?? '') } }));
  app.use(healthRoutes(content, logger));
  app.get('/graphiql', graphiqlPage('/graphql'));
  app.use(
    '/graphql',
    cors({ origin: config.corsOrigins }),
    express.json(),
    expressMiddleware(apollo, { context: async () => createContext(content) }),
  );

  return {
    listen: () =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.port, config.host, () => resolve(httpServer.address() as AddressInfo));
      }),
    close: () => apollo.stop(),
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
