import type { ErrorEvent } from '@sentry/nextjs';
import { notFound } from 'next/navigation';
import { beforeSend, sentryOptions } from './sentryOptions';

const config = { dsn: 'https://key@o1.ingest.example.io/42', environment: 'production', release: '0.1.0' };
const options = sentryOptions({ ...config, tracesSampleRate: 0.25 });
const KEY = 'k3y-Secret_0rder';
const downloadUrl = `https://shop.example/fr/checkout/download/${KEY}/`;

describe('the Sentry options every runtime shares', () => {
  it("carries the release, environment and spec §9's breadcrumb limit", () => {
    expect(options).toMatchObject({
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

  it('collects no bodies, cookies, query strings, user info or local variables, and only harmless headers', () => {
    expect(options.dataCollection).toEqual({
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ['content-type', 'user-agent', 'accept-language'] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
      genAI: { inputs: false, outputs: false },
      stackFrameVariables: false,
    });
  });

  it('drops a not-found error before sending and keeps a real failure', () => {
    let notFoundError: unknown;
    try {
      notFound();
    } catch (error) {
      notFoundError = error;
    }
    expect(options.beforeSend).toBe(beforeSend);
    expect(beforeSend({ event_id: 'e1' } as ErrorEvent, { originalException: notFoundError })).toBeNull();
    expect(beforeSend({ event_id: 'e2' } as ErrorEvent, { originalException: new Error('boom') })).toMatchObject({
      event_id: 'e2',
    });
  });
});

describe("a download page's order key never leaves in a report", () => {
  it('is replaced in the URL, referrer, request path, transaction, tags, message and breadcrumbs of an error', () => {
    const event: ErrorEvent = {
      type: undefined,
      event_id: 'e3',
      message: `Failed on /checkout/download/${KEY}/`,
      request: { url: downloadUrl, headers: { Referer: downloadUrl, 'User-Agent': 'Chromium' } },
      transaction: `/fr/checkout/download/${KEY}/`,
      tags: { url: downloadUrl, locale: 'fr' },
      contexts: { nextjs: { request_path: `/fr/checkout/download/${KEY}/?session=abc`, router_kind: 'App Router' } },
      exception: { values: [{ type: 'TypeError', value: `order ${KEY}: /fr/checkout/download/${KEY}/ failed` }] },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/fr/checkout/payment/', to: `/fr/checkout/download/${KEY}/` } },
      ],
    };
    const sent = beforeSend(event, { originalException: new Error('boom') });
    expect(JSON.stringify(sent)).not.toContain(`download/${KEY}`);
    expect(sent).toMatchObject({
      request: {
        url: 'https://shop.example/fr/checkout/download/[key]/',
        headers: { Referer: 'https://shop.example/fr/checkout/download/[key]/', 'User-Agent': 'Chromium' },
      },
      transaction: '/fr/checkout/download/[key]/',
      tags: { locale: 'fr' },
      contexts: { nextjs: { request_path: '/fr/checkout/download/[key]/', router_kind: 'App Router' } },
    });
  });

  it('is replaced in navigation, fetch and xhr breadcrumbs as they are recorded', () => {
    const crumbs = [
      { category: 'navigation', data: { from: '/en/checkout/payment/', to: `/en/checkout/download/${KEY}/` } },
      { category: 'fetch', data: { method: 'GET', url: `${downloadUrl}?_rsc=1`, status_code: 200 } },
      { category: 'xhr', data: { method: 'POST', url: downloadUrl } },
      { category: 'console', message: `Failed on ${downloadUrl}`, data: { arguments: ['Failed on', downloadUrl] } },
    ];
    const recorded = crumbs.map((crumb) => options.beforeBreadcrumb(crumb));
    expect(JSON.stringify(recorded)).not.toContain(KEY);
    expect(recorded[0]?.data).toEqual({ from: '/en/checkout/payment/', to: '/en/checkout/download/[key]/' });
    expect(recorded[1]?.data).toMatchObject({ status_code: 200 });
  });

  it('is replaced in a traced transaction and its spans', () => {
    const transaction = {
      type: 'transaction',
      transaction: `/de/checkout/download/${KEY}/`,
      request: { url: downloadUrl },
      spans: [
        {
          span_id: 's1',
          trace_id: 't1',
          start_timestamp: 0,
          status: 'ok',
          description: `GET ${downloadUrl}`,
          data: { 'http.url': downloadUrl, 'http.method': 'GET' },
        },
      ],
    } satisfies Parameters<typeof options.beforeSendTransaction>[0];
    expect(JSON.stringify(options.beforeSendTransaction(transaction))).not.toContain(KEY);
  });
});
