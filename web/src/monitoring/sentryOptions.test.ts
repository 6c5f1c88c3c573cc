import type { ErrorEvent } from '@sentry/nextjs';
import { notFound } from 'next/navigation';
import { dropRoutingErrors, sentryOptions } from './sentryOptions';

const config = { dsn: 'https://key@o1.ingest.example.io/42', environment: 'production', release: '0.1.0' };
const event = { event_id: 'e1' } as ErrorEvent;

describe('the Sentry options every runtime shares', () => {
  it("carries the release, environment and spec §9's breadcrumb limit", () => {
    expect(sentryOptions({ ...config, tracesSampleRate: 0.25 })).toMatchObject({
      dsn: config.dsn,
      environment: 'production',
      release: '0.1.0',
      tracesSampleRate: 0.25,
      maxBreadcrumbs: 100,
    });
  });

  it('sets up no tracing at a rate of 0', () => {
    expect(sentryOptions({ ...config, tracesSampleRate: 0 }).tracesSampleRate).toBeUndefined();
  });

  it('drops a not-found error before sending and keeps a real failure', () => {
    let notFoundError: unknown;
    try {
      notFound();
    } catch (error) {
      notFoundError = error;
    }
    expect(dropRoutingErrors(event, { originalException: notFoundError })).toBeNull();
    expect(dropRoutingErrors(event, { originalException: new Error('boom') })).toBe(event);
    expect(sentryOptions({ ...config, tracesSampleRate: 0 }).beforeSend).toBe(dropRoutingErrors);
  });
});
