import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { plainPage, sendPlainPage } from './plainPage';
import type { RenderAllowance } from './renderAllowance';

/** What Next may render: a GET of a page or a navigation's payload, not its static files or other files. */
function mayRender({ method, url = '/' }: IncomingMessage): boolean {
  const path = url.split(/[?#]/, 1)[0];
  return (method === 'GET' || method === 'HEAD') && !path.startsWith('/_next/') && !/\.[^/]+$/.test(path);
}

/**
 * Has `render` answer the request unless its visitor used up their renders of the minute (renderAllowance.ts):
 * then spec §8's 429 with Retry-After, as a self-contained page in the language of the path, which costs no render.
 * A page Next rendered for the page cache (`x-nextjs-cache: MISS`) counts; a hit or a kept response does not.
 */
export async function limitRenders(
  allowance: RenderAllowance,
  visitor: string,
  { request, response, headers }: { request: IncomingMessage; response: ServerResponse; headers: OutgoingHttpHeaders },
  render: () => Promise<void>,
): Promise<void> {
  if (mayRender(request)) {
    const wait = await allowance.retryAfter(visitor).catch(() => 0);
    if (wait > 0) {
      const html = plainPage(request.url ?? '/', 'errors.rateLimit.subtitle', ['errors.rateLimit.message']);
      sendPlainPage(response, { status: 429, headers, html, extra: { 'Retry-After': String(wait) } });
      return;
    }
  }
  response.once('finish', () => {
    if (response.getHeader('x-nextjs-cache') === 'MISS') allowance.count(visitor).catch(() => {});
  });
  await render();
}
