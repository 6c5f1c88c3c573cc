// Preloaded by the start command (`node --import ./dist/monitoring/instrument.js dist/server.js`), as the SDK
// asks: Sentry hooks http and express only if it starts before they load. Tests never import this file: Sentry's
// module patching inside a jest worker breaks the other tests there (they start the gateway as a child instead).
import { sentryDataCollection } from '@shop/platform';
import * as Sentry from '@sentry/node';
import { LOG_LEVELS, createLogger } from '../platform/logger';
import { readErrorReportingConfig } from './error-reporting-config';

const reporting = readErrorReportingConfig(process.env);

if (reporting.dsn) {
  Sentry.init({
    dsn: reporting.dsn,
    environment: reporting.environment,
    release: reporting.release,
    // Nothing personal or secret (GraphQL bodies carry passwords, tokens and order keys): @shop/platform's rule.
    dataCollection: sentryDataCollection(),
    // Spec §9. Its other figures are the browser's (idle timeouts, spans per transaction: the gateway does not
    // trace) or the SDK's fixed limits (50 stack frames, 8192-character baggage).
    maxBreadcrumbs: 100,
  });
} else if (reporting.problem) {
  // Error reporting is optional: a bad DSN turns it off, said once here, and the gateway serves on.
  const level = LOG_LEVELS.find((name) => name === process.env.LOG_LEVEL) ?? 'info';
  createLogger(level).warn(`${reporting.problem}: error reporting is off`);
}
