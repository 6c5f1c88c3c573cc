import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import type { Logger } from 'pino';
import { createAdvisorCatalogue } from './advisor/catalogue';
import { ModelAdvisor } from './advisor/model-advisor';
import { openCacheStore } from './cache/open-store';
import { ResponseCache } from './cache/response-cache';
import type { CacheStore } from './cache/store';
import type { Config } from './config';
import type { Services } from './graphql/context';
import { NO_LIMITS, RateLimits } from './limits/rate-limits';
import type { Metrics } from './platform/metrics';
import { DiagramSearchIndexes } from './search/diagram-search';
import { AuthClient } from './upstreams/auth/client';
import { type UpstreamBreakers, createBreakers } from './upstreams/breakers';
import { ContentClient } from './upstreams/content/client';
import { fetchSearchableDiagrams } from './upstreams/content/diagrams';
import { GATEWAY_SECRET_HEADER } from './upstreams/headers';
import { ShopClient } from './upstreams/shop/client';
import { HumanVerification } from './verification/human-verification';
import { openReplayStore } from './verification/replay-store';

/** ALTCHA_HMAC_KEY, or in local a fresh one per start (production requires the variable: see config.ts). */
function altchaKey(config: Config, logger: Logger): string {
  if (config.altcha.hmacKey) return config.altcha.hmacKey;
  logger.info('ALTCHA_HMAC_KEY is not set: generated a key for this process (challenges end with it)');
  return randomBytes(32).toString('hex');
}

/**
 * The upstream clients, caches and limits resolvers use, configured from `config`. Apart from createServer, the
 * benchmark's GraphQL Yoga peer serves the same schema over these (scripts/lib/bench-yoga.mjs).
 */
export function createServices(
  config: Config,
  { logger, redis, metrics }: { logger: Logger; redis?: Redis; metrics: Metrics },
): { services: Services; store: CacheStore; search: DiagramSearchIndexes; breakers: UpstreamBreakers } {
  const store = openCacheStore(redis);
  const breakers = createBreakers(config.circuitBreaker, logger, metrics);
  const cache = new ResponseCache(store, {
    keyPrefix: config.cacheKeyPrefix,
    lifetimes: config.cacheLifetimes,
    logger,
    onLookup: (name, result) => metrics.cacheRequests.inc({ cache: name, result }),
    onStale: (name) => metrics.staleAnswers.inc({ cache: name }),
  });
  const content = new ContentClient({
    ...config.content,
    cache,
    breaker: breakers.content,
    onRequest: (resource) => metrics.upstreamRequests.inc({ upstream: 'content', resource }),
  });
  const limits = !config.enforceLimits
    ? NO_LIMITS
    : redis
      ? RateLimits.onRedis(redis, config.cacheKeyPrefix, config.rateLimits)
      : RateLimits.inMemory(config.rateLimits);
  // Returned as itself too: the content webhook rebuilds it (http/revalidate.ts).
  const search = new DiagramSearchIndexes({
    load: (locale) => fetchSearchableDiagrams(content, locale),
    lifetimeMs: config.cacheLifetimes.searchIndex * 1000,
    logger,
    onLookup: (result) => metrics.cacheRequests.inc({ cache: 'searchIndex', result }),
  });
  const services: Services = {
    content,
    search,
    logger,
    freeSampleUrl: config.freeSampleUrl,
    mediaPublicUrl: config.mediaPublicUrl,
    shop: new ShopClient({
      url: config.shop.url,
      prefix: config.shop.prefix,
      timeoutMs: config.shop.timeoutMs,
      breaker: breakers.shop,
      onRequest: (resource) => metrics.upstreamRequests.inc({ upstream: 'shop', resource }),
      headers: { [GATEWAY_SECRET_HEADER]: config.gatewaySecret },
    }),
    limits,
    auth: new AuthClient({
      ...config.auth,
      gatewaySecret: config.gatewaySecret,
      breaker: breakers.auth,
      onRequest: (resource) => metrics.upstreamRequests.inc({ upstream: 'auth', resource }),
    }),
    human: new HumanVerification({
      hmacKey: altchaKey(config, logger),
      maxNumber: config.altcha.maxNumber,
      expiresSeconds: config.altcha.expiresSeconds,
      replays: openReplayStore(redis, config.cacheKeyPrefix),
    }),
    advisorCatalogue: createAdvisorCatalogue(content, logger, config.cacheLifetimes.searchIndex * 1000),
    advisorModel: config.advisorModel && new ModelAdvisor(config.advisorModel),
  };
  return { services, store, search, breakers };
}
