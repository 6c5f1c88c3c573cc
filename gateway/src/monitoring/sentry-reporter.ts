import * as Sentry from '@sentry/node';
import type { ReportUnexpected } from './report-unexpected';

/** Sends one unexpected error to Sentry, tagged; does nothing when instrument.ts did not start Sentry. */
export const reportToSentry: ReportUnexpected = (error, tags, fingerprint) =>
  Sentry.withScope((scope) => {
    scope.setTags(tags);
    if (fingerprint) scope.setFingerprint(fingerprint);
    Sentry.captureException(error);
  });

/** Waits up to `timeoutMs` for reports still in flight (at shutdown). */
export const flushSentry = (timeoutMs: number): Promise<boolean> => Sentry.flush(timeoutMs);
