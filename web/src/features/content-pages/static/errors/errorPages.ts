/** The error pages of spec §8, by what went wrong. */
export type ErrorKind = 'rateLimit' | 'forbidden' | 'notFound' | 'serverError';

export type ErrorPage = { kind: ErrorKind; status: number };

const PAGES: Record<string, ErrorPage> = {
  '429': { kind: 'rateLimit', status: 429 },
  rate_limit: { kind: 'rateLimit', status: 429 },
  '403': { kind: 'forbidden', status: 403 },
  '404': { kind: 'notFound', status: 404 },
  '500': { kind: 'serverError', status: 500 },
};

/** The page for an /errors/{code}/ code; a code without a page of its own shows the 404 page. */
export function errorPageFor(code: string): ErrorPage {
  return Object.hasOwn(PAGES, code) ? PAGES[code] : PAGES['404'];
}

/** Spec §8: statuses above 499 are logged, on the server. */
export function logServerError(status: number, path: string): void {
  if (status > 499) console.error(`Error page for status ${status} shown at ${path}`);
}
