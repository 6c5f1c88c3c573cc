import { z } from 'zod';

type Ga4Config = { measurementId: string; apiSecret: string; endpoint: string };
export type MatomoConfig = { trackerUrl: string; siteId: number; token: string | undefined };
export type AnalyticsConfig = { ga4: Ga4Config | undefined; matomo: MatomoConfig | undefined };

const GA4_ENDPOINT = 'https://www.google-analytics.com/mp/collect';

/** Spec §8's start-up messages, verbatim. */
export const NO_GA_ID = 'No GA Measurement ID defined';
export const GA_ID_NOT_STRING = 'GA Measurement ID must be string or array of strings';

const measurementIds = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);
const matomo = z.object({
  MATOMO_URL: z.url({ protocol: /^https?$/ }),
  MATOMO_SITE_ID: z.coerce.number().int().min(1),
  MATOMO_TOKEN: z.string().min(1).optional(),
});

/** GA_MEASUREMENT_ID is one id or a JSON list of ids (spec §8); the first one receives the events. */
function measurementId(raw: string): string | undefined {
  let value: unknown = raw;
  if (raw.trim().startsWith('[') || raw.trim().startsWith('{')) {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  const parsed = measurementIds.safeParse(value);
  if (!parsed.success) return undefined;
  return Array.isArray(parsed.data) ? parsed.data[0] : parsed.data;
}

/**
 * The analytics destinations, from the environment at run time. A half or malformed configuration turns
 * that destination off with one message (the shop still serves); nothing configured is silent.
 */
export function readAnalyticsConfig(
  env: Record<string, string | undefined>,
  log: (message: string) => void,
  ga4Endpoint = GA4_ENDPOINT,
): AnalyticsConfig {
  const set = (name: string) => (env[name] ? env[name] : undefined);
  let ga4: Ga4Config | undefined;
  const rawId = set('GA_MEASUREMENT_ID');
  const apiSecret = set('GA_API_SECRET');
  if (rawId === undefined) {
    if (apiSecret !== undefined) log(NO_GA_ID);
  } else {
    const id = measurementId(rawId);
    if (id === undefined) log(GA_ID_NOT_STRING);
    else if (apiSecret === undefined) log('GA_API_SECRET is not set: GA4 analytics off');
    else ga4 = { measurementId: id, apiSecret, endpoint: ga4Endpoint };
  }
  let matomoConfig: MatomoConfig | undefined;
  const anyMatomo = ['MATOMO_URL', 'MATOMO_SITE_ID', 'MATOMO_TOKEN'].some((name) => set(name) !== undefined);
  if (anyMatomo) {
    const parsed = matomo.safeParse({
      MATOMO_URL: set('MATOMO_URL'),
      MATOMO_SITE_ID: set('MATOMO_SITE_ID'),
      MATOMO_TOKEN: set('MATOMO_TOKEN'),
    });
    if (parsed.success)
      matomoConfig = {
        trackerUrl: new URL('matomo.php', parsed.data.MATOMO_URL.replace(/\/*$/, '/')).href,
        siteId: parsed.data.MATOMO_SITE_ID,
        token: parsed.data.MATOMO_TOKEN,
      };
    else
      log(
        `Matomo analytics off: ${[...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))].join(', ')} missing or invalid`,
      );
  }
  return { ga4, matomo: matomoConfig };
}

let current: AnalyticsConfig | undefined;

/** This process's destinations, read (and any problem logged) once. */
export function analyticsConfig(): AnalyticsConfig {
  current ??= readAnalyticsConfig(process.env, (message) => console.error(message));
  return current;
}
