import { z } from 'zod';
import { publicAddressProblem, secretProblem, sharedSecrets } from '@shop/platform';
import { type AdvisorModelConfig, readAdvisorConfig } from './advisor/config';
import { type CacheLifetimes, scaledLifetimes } from './cache/lifetimes';
import { RATE_LIMIT_POLICIES, type RateLimitPolicies } from './limits/rate-limits';
import { LOG_LEVELS, type LogLevel } from './platform/logger';
import { BREAKER_POLICY, type BreakerPolicy } from './upstreams/circuit-breaker';

const httpUrl = (error = 'must be an http(s) URL') =>
  z.url({ protocol: /^https?$/, error }).transform((url) => url.replace(/\/+$/, ''));

const port = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .min(0, { error: 'must be between 0 and 65535' })
  .max(65535, { error: 'must be between 0 and 65535' });

const positiveInt = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be an integer' })
  .positive({ error: 'must be greater than 0' });

const positiveNumber = z.coerce.number({ error: 'must be a number' }).positive({ error: 'must be greater than 0' });

const restPrefix = z
  .string()
  .regex(/^\/[\w\-/]*$/, { error: 'must start with "/" (e.g. /api)' })
  .transform((prefix) => prefix.replace(/\/+$/, ''));

const APP_ENVS = ['local', 'production'] as const;

const flag = z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true');

const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** In `local`, a clearly marked development secret lets a fresh clone start without any .env file. */
const DEVELOPMENT_WEB_PROXY_SECRET = 'DEV-ONLY-web-proxy-secret';
const DEVELOPMENT_GATEWAY_SECRET = 'DEV-ONLY-gateway-secret';
const DEVELOPMENT_REVALIDATE_SECRET = 'DEV-ONLY-revalidate-secret';

// A median solve of 0.33 s in Node (altcha-lib's solveChallenge, one core); gateway/README.md has the figures.
const ALTCHA_DEFAULT_MAX_NUMBER = 200_000;

const envSchema = z.object({
  APP_ENV: z.enum(APP_ENVS, { error: `must be one of ${APP_ENVS.join(', ')}` }).default('local'),
  PORT: port.default(4000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  CONTENT_API_URL: httpUrl().default('http://localhost:1337'),
  CONTENT_API_PREFIX: restPrefix.default('/api'),
  CONTENT_API_TOKEN: z.string().optional(),
  CONTENT_TIMEOUT_MS: positiveInt.default(5000),
  MEDIA_PUBLIC_URL: httpUrl().optional(),
  SHOP_API_URL: httpUrl().optional(),
  SHOP_API_PREFIX: restPrefix.default('/api'),
  SHOP_TIMEOUT_MS: positiveInt.default(10000),
  AUTH_API_URL: httpUrl().optional(),
  AUTH_TIMEOUT_MS: positiveInt.default(10000),
  GATEWAY_SECRET: z.string().optional(),
  REVALIDATE_SECRET: z.string().optional(),
  WEB_REVALIDATE_URL: httpUrl().default('http://localhost:3000/api/revalidate/'),
  FREE_SAMPLE_URL: z.string().default('free-process-diagram-sample'),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  REDIS_KEY_PREFIX: z.string().default('gateway:'),
  CACHE_LIFETIME_SCALE: positiveNumber.default(1),
  WEB_PROXY_SECRET: z.string().optional(),
  ALTCHA_HMAC_KEY: z.string().optional(),
  ALTCHA_MAX_NUMBER: positiveInt.default(ALTCHA_DEFAULT_MAX_NUMBER),
  ALTCHA_EXPIRES_SECONDS: positiveInt.default(600),
  METRICS_PORT: port.default(9464),
  METRICS_HOST: z.string().default('127.0.0.1'),
  GATEWAY_CLIENT_TOKENS: z.string().default('').transform(commaList),
  TRUSTED_DOCUMENTS_ONLY: flag.optional(),
  GRAPHIQL: flag.optional(),
  CORS_ORIGINS: z
    .string()
    .default('http://localhost:3000')
    .transform(commaList)
    .pipe(z.array(httpUrl('must be a comma-separated list of http(s) origins'))),
});

type AppEnv = (typeof APP_ENVS)[number];

export interface Config {
  /** What "production" means is decided here (APP_ENV), never by NODE_ENV. */
  appEnv: AppEnv;
  port: number;
  host: string;
  logLevel: LogLevel;
  content: { url: string; prefix: string; token?: string; timeoutMs: number };
  mediaPublicUrl: string;
  /** The shop API (spec §7): cart pricing, orders, payment, downloads. */
  shop: { url: string; prefix: string; timeoutMs: number };
  /** Strapi's users-permissions (AUTH_API_URL, AUTH_TIMEOUT_MS per request, never retried but GETs once). */
  auth: { url: string; timeoutMs: number };
  /** Sent as X-Gateway-Secret on every auth and shop call: the backend then believes the client address (GATEWAY_SECRET). */
  gatewaySecret: string;
  /**
   * Carried by the backend's content webhooks to POST /revalidate/ (REVALIDATE_SECRET). Optional in production
   * (unset: the route refuses every call, caches age out by their lifetimes), never weak.
   */
  revalidateSecret: string | undefined;
  /** The web's revalidation endpoint, told of a content change once this gateway's caches are clear (WEB_REVALIDATE_URL). */
  webRevalidateUrl: string;
  freeSampleUrl: string;
  /** Shared response cache (REDIS_URL); in-process memory when unset. */
  redisUrl?: string;
  /** Namespace of the gateway's keys in the cache (REDIS_KEY_PREFIX). */
  cacheKeyPrefix: string;
  /** Every cache lifetime, in seconds, times CACHE_LIFETIME_SCALE (tests expire caches in seconds). */
  cacheLifetimes: CacheLifetimes;
  corsOrigins: string[];
  /** Proves a request comes from the web, whose X-Forwarded-For then names the visitor (WEB_PROXY_SECRET). */
  webProxySecret: string;
  /**
   * ALTCHA (spec §7): the key signing challenges (undefined in local: the server generates one per start),
   * the largest counter a solve may need, and how long a challenge stays valid.
   */
  altcha: { hmacKey?: string; maxNumber: number; expiresSeconds: number };
  /** Prometheus' /metrics listens here, apart from the public port. */
  metrics: { port: number; host: string };
  /** Allowances per client (src/limits/rate-limits.ts); not set from the environment, tests shrink them. */
  rateLimits: RateLimitPolicies;
  /** When each upstream's circuit breaker opens and probes (src/upstreams/circuit-breaker.ts); tests shrink it. */
  circuitBreaker: BreakerPolicy;
  /** Query and rate limits on (always, from the environment); only the benchmark turns them off, to price them. */
  enforceLimits: boolean;
  /** The advisor's model endpoint (ADVISOR_*); undefined: the embedded advisor answers alone. */
  advisorModel?: AdvisorModelConfig;
  /**
   * Trusted documents (docs/adr/0025): with `only` (always in production, TRUSTED_DOCUMENTS_ONLY in local), /graphql
   * runs the web's manifest by hash and nothing else, unless X-Client-Token is one of `clientTokens`
   * (GATEWAY_CLIENT_TOKENS).
   */
  trustedDocuments: { only: boolean; clientTokens: string[] };
  /** /graphiql served (GRAPHIQL; on in local, off in production). */
  graphiql: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the gateway's configuration from `env`; throws a ConfigError naming every bad variable. */
/**
 * With APP_ENV=production, the addresses browsers are given or come from must be public https ones (issue 32): the
 * media's (MEDIA_PUBLIC_URL, else visitors get the backend's internal address) and the web origins allowed to call
 * (CORS_ORIGINS, else its localhost default).
 */
function unreachableAddresses(
  present: Record<string, string | undefined>,
  mediaPublicUrl: string | undefined,
  corsOrigins: string[],
): string[] {
  const problems: string[] = [];
  const media = mediaPublicUrl ? publicAddressProblem(mediaPublicUrl) : 'is missing';
  if (media) problems.push(`  MEDIA_PUBLIC_URL: ${media} (APP_ENV=production: where visitors load images from)`);
  if (present.CORS_ORIGINS === undefined) problems.push('  CORS_ORIGINS: is missing (APP_ENV=production)');
  else
    for (const origin of corsOrigins) {
      const problem = publicAddressProblem(origin);
      if (problem) problems.push(`  CORS_ORIGINS: ${origin} ${problem} (APP_ENV=production)`);
    }
  return problems;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=` in a .env file) means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = new Set(parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`));
    throw new ConfigError(`Invalid environment configuration:\n${[...problems].join('\n')}`);
  }
  const vars = parsed.data;
  const advisor = readAdvisorConfig(present);
  if (advisor.problems.length > 0)
    throw new ConfigError(`Invalid environment configuration:\n${advisor.problems.join('\n')}`);
  const production = vars.APP_ENV === 'production';
  const secretProblems = production
    ? (['WEB_PROXY_SECRET', 'GATEWAY_SECRET', 'ALTCHA_HMAC_KEY', 'REVALIDATE_SECRET'] as const).flatMap((name) => {
        if (name === 'REVALIDATE_SECRET' && vars[name] === undefined) return [];
        const problem = secretProblem(vars[name]);
        return problem ? [`  ${name}: ${problem} (APP_ENV=production)`] : [];
      })
    : [];
  if (production) secretProblems.push(...unreachableAddresses(present, vars.MEDIA_PUBLIC_URL, vars.CORS_ORIGINS));
  if (production && vars.TRUSTED_DOCUMENTS_ONLY === false)
    secretProblems.push('  TRUSTED_DOCUMENTS_ONLY: cannot be false when APP_ENV=production');
  if (production) {
    for (const [index, token] of vars.GATEWAY_CLIENT_TOKENS.entries()) {
      const problem = secretProblem(token);
      if (problem) secretProblems.push(`  GATEWAY_CLIENT_TOKENS: token ${index + 1} ${problem} (APP_ENV=production)`);
    }
    secretProblems.push(
      ...sharedSecrets([
        ['WEB_PROXY_SECRET', vars.WEB_PROXY_SECRET],
        ['GATEWAY_SECRET', vars.GATEWAY_SECRET],
        ['ALTCHA_HMAC_KEY', vars.ALTCHA_HMAC_KEY],
        ['REVALIDATE_SECRET', vars.REVALIDATE_SECRET],
        ...vars.GATEWAY_CLIENT_TOKENS.map((token, index): [string, string] => [
          `GATEWAY_CLIENT_TOKENS (token ${index + 1})`,
          token,
        ]),
      ]).map(([name, other]) => `  ${name}: is the same value as ${other}; give each secret its own`),
    );
  }
  if (secretProblems.length > 0)
    throw new ConfigError(`Invalid environment configuration:\n${secretProblems.join('\n')}`);
  return {
    appEnv: vars.APP_ENV,
    port: vars.PORT,
    host: vars.HOST,
    logLevel: vars.LOG_LEVEL,
    content: {
      url: vars.CONTENT_API_URL,
      prefix: vars.CONTENT_API_PREFIX,
      token: vars.CONTENT_API_TOKEN,
      timeoutMs: vars.CONTENT_TIMEOUT_MS,
    },
    mediaPublicUrl: vars.MEDIA_PUBLIC_URL ?? vars.CONTENT_API_URL,
    shop: {
      url: vars.SHOP_API_URL ?? vars.CONTENT_API_URL,
      prefix: vars.SHOP_API_PREFIX,
      timeoutMs: vars.SHOP_TIMEOUT_MS,
    },
    auth: { url: vars.AUTH_API_URL ?? vars.CONTENT_API_URL, timeoutMs: vars.AUTH_TIMEOUT_MS },
    gatewaySecret: vars.GATEWAY_SECRET ?? DEVELOPMENT_GATEWAY_SECRET,
    revalidateSecret: vars.REVALIDATE_SECRET ?? (production ? undefined : DEVELOPMENT_REVALIDATE_SECRET),
    webRevalidateUrl: vars.WEB_REVALIDATE_URL,
    freeSampleUrl: vars.FREE_SAMPLE_URL,
    redisUrl: vars.REDIS_URL,
    cacheKeyPrefix: vars.REDIS_KEY_PREFIX,
    cacheLifetimes: scaledLifetimes(vars.CACHE_LIFETIME_SCALE),
    corsOrigins: vars.CORS_ORIGINS,
    webProxySecret: vars.WEB_PROXY_SECRET ?? DEVELOPMENT_WEB_PROXY_SECRET,
    altcha: {
      hmacKey: vars.ALTCHA_HMAC_KEY,
      maxNumber: vars.ALTCHA_MAX_NUMBER,
      expiresSeconds: vars.ALTCHA_EXPIRES_SECONDS,
    },
    metrics: { port: vars.METRICS_PORT, host: vars.METRICS_HOST },
    rateLimits: RATE_LIMIT_POLICIES,
    circuitBreaker: BREAKER_POLICY,
    enforceLimits: true,
    advisorModel: advisor.model,
    trustedDocuments: {
      only: vars.TRUSTED_DOCUMENTS_ONLY ?? production,
      clientTokens: vars.GATEWAY_CLIENT_TOKENS,
    },
    graphiql: vars.GRAPHIQL ?? !production,
  };
}
