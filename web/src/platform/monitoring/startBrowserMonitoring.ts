import * as Sentry from '@sentry/nextjs';
import { BROWSER_TRACING_TIMEOUTS, type BrowserMonitoringConfig, sentryOptions, TUNNEL_PATH } from './sentryOptions';

/** The browser SDK, its envelopes sent same-origin through our tunnel; started once per page. */
export function startBrowserMonitoring(config: BrowserMonitoringConfig) {
  if (Sentry.getClient()) return;
  const options = sentryOptions(config);
  Sentry.init({
    ...options,
    tunnel: TUNNEL_PATH,
    integrations: options.tracesSampleRate ? [Sentry.browserTracingIntegration(BROWSER_TRACING_TIMEOUTS)] : [],
  });
}
