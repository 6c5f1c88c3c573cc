import type { Sources } from './contentSecurityPolicy';

/**
 * Third parties the browser talks to, each present only when configured. A feature that loads
 * something from elsewhere (the chat widget, analytics, a monitoring tunnel) adds its sources here,
 * so the Content-Security-Policy stays in one place.
 */
export function integrationSources(config: { browserSentryDsn?: string }): Sources[] {
  return [monitoring(config.browserSentryDsn)].filter((sources): sources is Sources => sources !== undefined);
}

/** Browser error reports go to the DSN's host (instrumentation-client.ts). */
function monitoring(dsn: string | undefined): Sources | undefined {
  if (!dsn || !URL.canParse(dsn)) return undefined;
  return { 'connect-src': [new URL(dsn).origin] };
}
