import type { Instrumentation } from 'next';
import { sentryConfig } from '../config/env';
import { redactPath } from '../privacy/redactPath';
import { WEB_RELEASE } from './release';
import { isIgnoredRoutingError } from './routingStatus';
import { sentryOptions } from './sentryOptions';

/** Starts Sentry in this runtime (nodejs or edge) when a DSN is configured; without one, the SDK is never loaded. */
export async function startServerMonitoring() {
  const config = sentryConfig();
  if (!config) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.init(sentryOptions({ ...config, release: WEB_RELEASE }));
}

/** Next's onRequestError: spec §8 reports and logs what is above 499, never a 300–499 routing error. */
export async function reportRequestError(...[error, request, context]: Parameters<Instrumentation.onRequestError>) {
  if (!sentryConfig() || isIgnoredRoutingError(error)) return;
  // Without the query (a search's words) and the order key: the SDK takes console lines as breadcrumbs.
  const path = redactPath(request.path.split('?')[0] ?? '');
  console.error(`Error reported (500) on ${request.method} ${path}: ${(error as Error)?.message}`);
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(error, request, context);
}
