import type { IncomingMessage } from 'node:http';
import { parseCookie } from 'next/dist/compiled/@edge-runtime/cookies';
import { LOCALE_COOKIE } from '../src/platform/i18n/localeCookie';
import { TIME_ZONE_COOKIE } from '../src/platform/currency/timeZoneCookie';
import { SESSION_COOKIE, SESSION_MARKER_COOKIE } from '../src/platform/http/sessionCookie';

/**
 * Requests Next answers otherwise than with a page's whole HTML (client navigation's RSC payloads and
 * prefetches, server actions), or with a part: never answered from a copy. (If-None-Match is answered from one:
 * pageReplays.ts.)
 */
const NOT_A_WHOLE_PAGE = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
  'next-action',
  'if-modified-since',
  'range',
];

/**
 * What decides the response to a page request (web/server/pageReplays.ts): every input proxy.ts reads to route
 * it (path and query; the locale cookie and Accept-Language for the locale; Accept-Language, x-region and the
 * time zone cookie for the currency; the session cookies for the marker repair) and Accept-Encoding, which
 * Next compresses by. If-None-Match is not in it: a copy answers it as Next would (pageReplays.ts). Two requests
 * with one key get the same response from a cached page; undefined for a request that is not a GET of a whole
 * page. A header or cookie proxy.ts comes to read must be added here. (It also reads User-Agent, for bots on error
 * pages only: those are never cached pages, so never kept.)
 */
export function replayKey(request: IncomingMessage): string | undefined {
  const { method, headers, url } = request;
  if (method !== 'GET' || !url || url.startsWith('/_next/') || url.includes('_rsc=')) return undefined;
  if (NOT_A_WHOLE_PAGE.some((name) => headers[name] !== undefined)) return undefined;
  // The parser proxy.ts reads cookies with (NextRequest's): a repeated name, a space, a bad escape read alike.
  const cookies = parseCookie(headers.cookie ?? '');
  return JSON.stringify([
    headers.host,
    url,
    headers['accept-language'],
    headers['accept-encoding'],
    headers['x-region'],
    cookies.get(LOCALE_COOKIE),
    cookies.get(TIME_ZONE_COOKIE),
    Boolean(cookies.get(SESSION_COOKIE)),
    cookies.get(SESSION_MARKER_COOKIE),
  ]);
}
