import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { needsNonce } from '../src/platform/security/nonce';
import { plainPage, sendPlainPage } from './plainPage';
import type { RenderAllowance } from './renderAllowance';

const pathOf = (url = '/') => url.split(/[?#]/, 1)[0];

/** A GET of a page or of a navigation's payload: not Next's files or other files, not a route handler's POST. */
export function isPageRequest({ method, url }: IncomingMessage): boolean {
  const path = pathOf(url);
  return (method === 'GET' || method === 'HEAD') && !path.startsWith('/_next/') && !/\.[^/]+$/.test(path);
}

/**
 * What may be rendered for the page cache: a page request, but not the checkout or account pages, which are
 * rendered per request and whose gateway calls the gateway counts per visitor (a visitor over their renders can
 * still pay).
 */
function mayRenderForCache(request: IncomingMessage): boolean {
  return isPageRequest(request) && !needsNonce(pathOf(request.url));
}

/**
 * Has `render` answer the request unless its visitor used up their renders of the minute (renderAllowance.ts):
 * then spec §8's 429 with Retry-After, as a self-contained page in the language of the path, which costs no render.
 * A render is taken before Next sees the request and given back once the response shows it was none (anything but
 * `x-nextjs-cache: MISS`: a hit, a kept response never gets here); a client that hangs up keeps it taken.
 */
export async function limitRenders(
  allowance: RenderAllowance,
  visitor: string,
  { request, response, headers }: { request: IncomingMessage; response: ServerResponse; headers: OutgoingHttpHeaders },
  render: () => Promise<void>,
): Promise<void> {
  if (!mayRenderForCache(request)) return render();
  const wait = await allowance.take(visitor);
  if (wait > 0) {
    const html = plainPage(request.url ?? '/', 'errors.rateLimit.subtitle', ['errors.rateLimit.message']);
    sendPlainPage(response, { status: 429, headers, html, extra: { 'Retry-After': String(wait) } });
    return;
  }
  response.once('finish', () => {
    if (response.getHeader('x-nextjs-cache') !== 'MISS') allowance.giveBack(visitor).catch(() => {});
  });
  await render();
}
