import { sentryDataCollection } from '@shop/platform';
import type { BrowserOptions, ErrorEvent, EventHint } from '@sentry/nextjs';
import type { SentryConfig } from '../config/env';
import { redactBreadcrumb, redactErrorEvent, redactTransaction } from './redactEvent';
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

/** What the SDK may collect: nothing personal or secret, as the gateway (@shop/platform's rule). */
const DATA_COLLECTION = sentryDataCollection() satisfies BrowserOptions['dataCollection'];

/** The same-origin route (web/app/monitoring/) the browser SDK sends its envelopes to: its `tunnel` option. */
export const TUNNEL_PATH = '/monitoring/';

/** What the page is handed to start the browser SDK: nothing secret (a DSN's public key is public by design). */
export type BrowserMonitoringConfig = SentryConfig & { release: string };

/** Spec §8: Next's redirects and not-found/forbidden/unauthorized never leave the process; the rest, redacted. */
export function beforeSend(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  return isIgnoredRoutingError(hint.originalException) ? null : redactErrorEvent(event);
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
    dataCollection: DATA_COLLECTION,
    beforeSend,
    beforeSendTransaction: redactTransaction,
    beforeBreadcrumb: redactBreadcrumb,
  } satisfies BrowserOptions;
}
