import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { localeOfPath, stripLocale } from '../src/platform/i18n/localePath';
import { typedQueryPath } from '../src/platform/routing/searchPath';

/**
 * Where a search typed into the form without JavaScript (a plain GET to `/s/?query=…`, `/fr/s/?query=…`) goes: its
 * query's own page; undefined for every other request. The server answers it before the render gate: the search page
 * would only redirect, and a redirect that waits for a render slot made such a search queue twice under load
 * (docs/adr/0029). The client router's own requests (RSC) are left to the page, which redirects them the same way.
 * An unprefixed path goes to the unprefixed page, where the proxy sends a visitor of another locale on, as it would
 * have sent the typed search.
 */
export function typedSearchLocation(request: IncomingMessage): string | undefined {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.rsc !== undefined) return undefined;
  // Every request of the web passes here (scripts, images, pages): most are told apart without parsing their URL.
  if (!request.url?.includes('/s/?')) return undefined;
  const url = new URL(request.url, 'http://web');
  if (url.searchParams.has('_rsc') || stripLocale(url.pathname) !== '/s/') return undefined;
  return typedQueryPath(localeOfPath(url.pathname), { query: url.searchParams.getAll('query') });
}

/** Sends the redirect of a typed search (typedSearchLocation), with the shop's security headers; false if it is none. */
export function answerTypedSearch(request: IncomingMessage, response: ServerResponse, headers: OutgoingHttpHeaders) {
  const location = typedSearchLocation(request);
  if (location === undefined) return false;
  response.writeHead(307, { ...headers, Location: location, 'Cache-Control': 'no-store' });
  response.end();
  return true;
}
