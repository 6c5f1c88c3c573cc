import { errorPageFor, logServerError } from './errorPages';
import { isBot } from './isBot';

/** /errors/{code}/ in any locale. */
const ERROR_PATH = /^(?:\/(?:fr|de|es|pt))?\/errors\/([^/]+)\/?$/;

/**
 * Spec §2: bots are not shown the error page. For the proxy: a bot asking for /errors/{code}/
 * gets the bare status, which tells a crawler all it needs; anyone else gets undefined (render the page).
 */
export function errorPageBotResponse(pathname: string, userAgent: string | null): Response | undefined {
  const code = ERROR_PATH.exec(pathname)?.[1];
  if (code === undefined || !isBot(userAgent)) return undefined;
  const { status } = errorPageFor(code);
  logServerError(status, pathname);
  return new Response(null, { status, headers: { 'x-robots-tag': 'noindex' } });
}
