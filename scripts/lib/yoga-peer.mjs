// GraphQL Yoga serving the gateway's schema over the gateway's services, for `npm run bench` only: the peer the
// gateway is measured against (scripts/lib/bench-yoga.mjs). Yoga's documented caches are on: its parser and
// validation cache (on by default) and @graphql-yoga/plugin-response-cache, keyed per currency as the gateway's is.
// One module system: the gateway's build is CommonJS, so Yoga is required too (graphql would otherwise load twice).
import http from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// First: the schema module loads reflect-metadata, which type-graphql's decorators need before any type loads.
const { buildGatewaySchema } = require('../../gateway/dist/graphql/schema.js');
const { createYoga } = require('graphql-yoga');
const { useResponseCache } = require('@graphql-yoga/plugin-response-cache');
const { CACHE_LIFETIMES } = require('../../gateway/dist/cache/lifetimes.js');
const { loadConfig } = require('../../gateway/dist/config.js');
const { createServices } = require('../../gateway/dist/create-services.js');
const { createContext, currencyOf } = require('../../gateway/dist/graphql/context.js');
const { createLogger } = require('../../gateway/dist/platform/logger.js');
const { createMetrics } = require('../../gateway/dist/platform/metrics.js');

const config = { ...loadConfig(process.env), enforceLimits: false };
const logger = createLogger(config.logLevel);
const { services } = createServices(config, { logger, metrics: createMetrics() });
const yoga = createYoga({
  schema: buildGatewaySchema(),
  graphiql: false,
  landingPage: false,
  logging: false,
  context: ({ req }) => createContext(services, { headers: req.headers, client: String(req.socket.remoteAddress) }),
  plugins: [
    useResponseCache({
      session: (request) => currencyOf(Object.fromEntries(request.headers)),
      ttl: CACHE_LIFETIMES.graphqlResult * 1000,
    }),
  ],
});
const server = http.createServer(yoga);
server.listen(config.port, config.host);
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => server.close(() => process.exit(0)));
