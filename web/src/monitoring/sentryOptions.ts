import type { BrowserOptions, ErrorEvent, EventHint } from '@sentry/nextjs';
import type { SentryConfig } from '../config/env';
import { isIgnoredRoutingError } from './routingStatus';

/**
 * Spec §9's limits, for every runtime (server, edge, browser). All equal the SDK's (11.1) values:
 * - set here, so an SDK upgrade cannot change them: maxBreadcrumbs 100 and the browser tracing
 *   idle timeouts 1000/30000/15000 ms (idleTimeout/finalTimeout/childSpanTimeout);
 * - fixed in the SDK, no option exists: 50 stack frames per exception (STACKTRACE_FRAME_LIMIT),
 *   1000 spans per transaction (MAX_SPAN_COUNT), a baggage header of at most 8192 characters
 *   (MAX_BAGGAGE_STRING_LENGTH).
 */
const MAX_BREADCRUMBS = 100;
export const BROWSER_TRACING_TIMEOUTS = { idleTimeout: 1000, finalTimeout: 30_000, childSpanTimeout: 15_000 };

/** The same-origin route (web/app/monitoring/) the browser SDK sends its envelopes to: its `tunnel` option. */
export const TUNNEL_PATH = '/monitoring/';

/** What the page is handed to start the browser SDK: nothing secret (a DSN's public key is public by design). */
export type BrowserMonitoringConfig = SentryConfig & { release: string };

/** Spec §8: redirects, not-found and other 300–499 routing errors never leave the process. */
export function dropRoutingErrors(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  return isIgnoredRoutingError(hint.originalException) ? null : event;
}

/** Sentry.init options shared by the server, edge and browser runtimes. */
export function sentryOptions(config: BrowserMonitoringConfig) {
  return {
    dsn: config.dsn,
    environment: config.environment,
    release: config.release,
    // Unset rather than 0: with a rate, even 0, the SDK sets up tracing and its headers.
    tracesSampleRate: config.tracesSampleRate > 0 ? config.tracesSampleRate : undefined,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    beforeSend: dropRoutingErrors,
  } satisfies BrowserOptions;
}
