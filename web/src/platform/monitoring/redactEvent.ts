import type { Breadcrumb, BrowserOptions, ErrorEvent } from '@sentry/nextjs';
import { redactPath } from '../privacy/redactPath';

type Strings = Record<string, unknown> | undefined;
type TransactionEvent = Parameters<NonNullable<BrowserOptions['beforeSendTransaction']>>[0];

const redactString = (value: unknown) => (typeof value === 'string' ? redactPath(value) : value);

/**
 * A record with the secret path segments replaced in its strings and lists of strings (tags, span data, breadcrumb
 * data: a console breadcrumb's `arguments` is a list).
 */
function redactValues<T extends Strings>(record: T): T {
  if (!record) return record;
  return Object.fromEntries(
    Object.entries(record).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map(redactString) : redactString(value),
    ]),
  ) as T;
}

/**
 * Where an event names the page or request it came from: the browser's URL and referrer, Next's request path
 * (with its query, which `dataCollection.urlQueryParams: false` does not reach), the transaction name, tags and
 * the error's own message. A download page's order key is a bearer secret (privacy/redactPath.ts).
 */
function redactShared<T extends ErrorEvent | TransactionEvent>(event: T): T {
  if (event.request) {
    event.request.url &&= redactPath(event.request.url);
    event.request.headers = redactValues(event.request.headers);
  }
  event.transaction &&= redactPath(event.transaction);
  event.tags = redactValues(event.tags);
  const nextjs = event.contexts?.nextjs as Strings;
  if (nextjs && typeof nextjs.request_path === 'string')
    nextjs.request_path = redactPath(nextjs.request_path.split('?')[0] ?? '');
  event.breadcrumbs = event.breadcrumbs?.map(redactBreadcrumb);
  return event;
}

export function redactErrorEvent(event: ErrorEvent): ErrorEvent {
  if (typeof event.message === 'string') event.message = redactPath(event.message);
  for (const exception of event.exception?.values ?? []) exception.value &&= redactPath(exception.value);
  return redactShared(event);
}

export function redactTransaction(event: TransactionEvent): TransactionEvent {
  for (const span of event.spans ?? []) {
    span.description &&= redactPath(span.description);
    span.data = redactValues(span.data);
  }
  return redactShared(event);
}

/** Navigation (from, to), fetch and xhr (url) breadcrumbs, and any message naming a page. */
export function redactBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return {
    ...breadcrumb,
    ...(breadcrumb.message && { message: redactPath(breadcrumb.message) }),
    ...(breadcrumb.data && { data: redactValues(breadcrumb.data) }),
  };
}
