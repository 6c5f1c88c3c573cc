import { dsnProblem, publicAddressProblem, secretProblem, sharedSecrets } from '@shop/platform';
import { z } from 'zod';

/**
 * The web's server configuration, from the environment only. Shared by the custom server
 * (server/main.ts, compiled by tsc: relative imports only) and Next's start-up (instrumentation),
 * so a bad value stops the process at start with a message naming the variable.
 */
export type WebEnv = {
  /** Which environment this is (APP_ENV); NODE_ENV is not, `next start` forces it to production. */
  appEnv: 'local' | 'production';
  port: number;
  /** The gateway's GraphQL endpoint, read at run time so that one build runs against any gateway. */
  gatewayUrl: string;
  /** How long any server-side call to the gateway may take before the visitor is told it failed. */
  gatewayTimeoutMs: number;
  /** Proves to the gateway that a request comes from the web, which vouches for its X-Forwarded-For. */
  webProxySecret: string;
  /** How many proxies in front of the web append to X-Forwarded-For (0: the TCP peer is the client). */
  trustedProxyHops: number;
  /** How many page requests Next renders at once (RENDER_CONCURRENCY); the others wait (server/renderGate.ts). */
  renderConcurrency: number;
  /** The origin media files (preview images) are served from, allowed by the Content-Security-Policy. */
  mediaOrigin: string;
  /** The account site's English base (ACCOUNT_SITE_URL): the header's login link, localized per visitor. */
  accountSiteUrl: string;
  /** Domain attribute of the session cookie (COOKIE_DOMAIN), when the account site runs on another host. */
  cookieDomain: string | undefined;
  /** Strapi, for the social sign-in redirects that pass through the web's origin (/api/connect/*). */
  authApiUrl: string;
  /**
   * Shared with the backend (GATEWAY_SECRET): it then believes the visitor's address the web names on
   * /api/connect/*. Unset in production, the web names none (Strapi's limit there counts the web).
   */
  gatewaySecret: string | undefined;
  /** The Chatwoot website widget (CHATWOOT_BASE_URL, CHATWOOT_WEBSITE_TOKEN), read at run time; off when unset. */
  chatwoot: ChatwootConfig | undefined;
};

export type ChatwootConfig = {
  /** The Chatwoot installation, without a trailing slash: its SDK, widget frame and websocket. */
  baseUrl: string;
  /** The website inbox's token: public by design, the page hands it to the SDK. */
  websiteToken: string;
};

export const DEV_WEB_PROXY_SECRET = 'DEV-ONLY-web-proxy-secret';
export const DEV_GATEWAY_SECRET = 'DEV-ONLY-gateway-secret';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });

const schema = z.object({
  APP_ENV: z.enum(['local', 'production'], { error: 'must be "local" or "production"' }).default('local'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1, { error: 'must be a port (1 to 65535)' })
    .max(65535, {
      error: 'must be a port (1 to 65535)',
    })
    .default(3000),
  GATEWAY_URL: httpUrl.default('http://localhost:4000/graphql'),
  // Above the gateway's longest upstream timeout (10 s, SHOP_TIMEOUT_MS), so its own answer normally comes first.
  GATEWAY_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int({ error: 'must be a whole number of milliseconds' })
    .min(100, { error: 'must be 100 or more' })
    .max(120_000, { error: 'must be 120000 or less' })
    .default(12_000),
  WEB_PROXY_SECRET: z.string().optional(),
  TRUSTED_PROXY_HOPS: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(10, { error: 'must be 10 or less' })
    .default(0),
  RENDER_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be 1 or more' })
    .max(1000, { error: 'must be 1000 or less' })
    .default(16),
  MEDIA_PUBLIC_URL: httpUrl.default('http://localhost:1337'),
  ACCOUNT_SITE_URL: httpUrl.default('http://localhost:3000/account'),
  COOKIE_DOMAIN: z
    .string()
    .regex(/^\.?[a-z0-9.-]+$/i, { error: 'must be a host name such as example.com' })
    .optional(),
  AUTH_API_URL: httpUrl.default('http://localhost:1337'),
  GATEWAY_SECRET: z.string().optional(),
  CHATWOOT_BASE_URL: httpUrl.optional(),
  CHATWOOT_WEBSITE_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be the website inbox token (letters, digits, - and _)' })
    .optional(),
});

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Reads and checks `env`; throws an EnvError naming every bad variable. */
export function readWebEnv(env: Record<string, string | undefined> = process.env): WebEnv {
  // An empty variable (`PORT=` in a .env file) means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const problems = new Set(parsed.error.issues.map((issue) => `  ${String(issue.path[0])}: ${issue.message}`));
    throw new EnvError(`Invalid environment configuration:\n${[...problems].join('\n')}`);
  }
  const vars = parsed.data;
  // One without the other would load a widget that cannot connect, or never load one the operator expects.
  if ((vars.CHATWOOT_BASE_URL === undefined) !== (vars.CHATWOOT_WEBSITE_TOKEN === undefined))
    throw new EnvError(
      'Invalid environment configuration:\n  CHATWOOT_BASE_URL, CHATWOOT_WEBSITE_TOKEN: set both (chat widget on) or neither (off)',
    );
  if (vars.APP_ENV === 'production') {
    // GATEWAY_SECRET is optional (social sign-in works without it), but never weak.
    const weak: [string, string | null][] = (['WEB_PROXY_SECRET', 'GATEWAY_SECRET'] as const)
      .filter((name) => name === 'WEB_PROXY_SECRET' || vars[name] !== undefined)
      .map((name): [string, string | null] => {
        const problem = secretProblem(vars[name]);
        return [name, problem && `${problem} (APP_ENV=production)`];
      })
      .filter(([, reason]) => reason !== null);
    // One value for two secrets: one leak would open both doors. REVALIDATE_SECRET is read by cache/, compared here.
    for (const [name, other] of sharedSecrets([
      ['WEB_PROXY_SECRET', vars.WEB_PROXY_SECRET],
      ['GATEWAY_SECRET', vars.GATEWAY_SECRET],
      ['REVALIDATE_SECRET', env.REVALIDATE_SECRET || undefined],
    ]))
      weak.push([name, `is the same value as ${other}; give each secret its own`]);
    // Addresses the browser is given (issue 32): set, https, and reachable from outside.
    for (const name of ['MEDIA_PUBLIC_URL', 'ACCOUNT_SITE_URL'] as const) {
      const problem = present[name] ? publicAddressProblem(vars[name]) : 'is missing';
      if (problem) weak.push([name, `${problem} (APP_ENV=production: browsers are sent there)`]);
    }
    if (weak.length > 0)
      throw new EnvError(
        `Invalid environment configuration:\n${weak.map(([name, reason]) => `  ${name}: ${reason}`).join('\n')}`,
      );
  }
  return {
    appEnv: vars.APP_ENV,
    port: vars.PORT,
    gatewayUrl: vars.GATEWAY_URL,
    gatewayTimeoutMs: vars.GATEWAY_TIMEOUT_MS,
    webProxySecret: vars.WEB_PROXY_SECRET ?? DEV_WEB_PROXY_SECRET,
    trustedProxyHops: vars.TRUSTED_PROXY_HOPS,
    renderConcurrency: vars.RENDER_CONCURRENCY,
    mediaOrigin: new URL(vars.MEDIA_PUBLIC_URL).origin,
    accountSiteUrl: vars.ACCOUNT_SITE_URL,
    cookieDomain: vars.COOKIE_DOMAIN,
    authApiUrl: vars.AUTH_API_URL.replace(/\/+$/, ''),
    gatewaySecret: vars.GATEWAY_SECRET ?? (vars.APP_ENV === 'local' ? DEV_GATEWAY_SECRET : undefined),
    chatwoot:
      vars.CHATWOOT_BASE_URL && vars.CHATWOOT_WEBSITE_TOKEN
        ? {
            baseUrl: new URL(vars.CHATWOOT_BASE_URL).href.replace(/\/+$/, ''),
            websiteToken: vars.CHATWOOT_WEBSITE_TOKEN,
          }
        : undefined,
  };
}

let current: WebEnv | undefined;

/** This process's configuration, read once (checked at start by the custom server and instrumentation). */
export function webEnv(): WebEnv {
  current ??= readWebEnv(process.env);
  return current;
}

/** Error reporting (Sentry), read at run time; the page is handed all of it (docs/adr/0016). */
export type SentryConfig = {
  /** SENTRY_DSN: public key, host and project; never a secret key. */
  dsn: string;
  /** SENTRY_ENVIRONMENT, else APP_ENV. */
  environment: string;
  /** SENTRY_TRACES_SAMPLE_RATE: the share of page loads and requests traced, 0 (default) to 1. */
  tracesSampleRate: number;
};

const sentrySchema = z.object({
  SENTRY_DSN: z.string().superRefine((value, context) => {
    const problem = dsnProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
  // Sentry refuses environment names with slashes or line breaks, or longer than 64 characters.
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[^/\s]{1,64}$/, { error: 'must be 1 to 64 characters, no slash or space' })
    .optional(),
  SENTRY_TRACES_SAMPLE_RATE: z.coerce
    .number({ error: 'must be a number from 0 to 1' })
    .min(0, { error: 'must be a number from 0 to 1' })
    .max(1, { error: 'must be a number from 0 to 1' })
    .default(0),
  APP_ENV: z.string().default('local'),
});

/**
 * Error reporting is an optional integration (ARCHITECTURE): unset SENTRY_DSN is off and silent; a bad
 * value is logged with its variable and turns reporting off; the shop still serves.
 */
export function readSentryConfig(
  env: Record<string, string | undefined>,
  log: (message: string) => void,
): SentryConfig | undefined {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  if (present.SENTRY_DSN === undefined) return undefined;
  const parsed = sentrySchema.safeParse(present);
  if (!parsed.success) {
    const problems = new Set(parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`));
    log(`Error reporting off: ${[...problems].join('; ')}`);
    return undefined;
  }
  return {
    dsn: parsed.data.SENTRY_DSN,
    environment: parsed.data.SENTRY_ENVIRONMENT ?? parsed.data.APP_ENV,
    tracesSampleRate: parsed.data.SENTRY_TRACES_SAMPLE_RATE,
  };
}

let sentry: { config: SentryConfig | undefined } | undefined;

/** This process's error reporting, read (and any problem logged) once. */
export function sentryConfig(): SentryConfig | undefined {
  sentry ??= { config: readSentryConfig(process.env, (message) => console.error(message)) };
  return sentry.config;
}
