import type { IncomingMessage, ServerResponse } from 'node:http';

/** The liveness check of the process (an edge's or orchestrator's probe): GET or HEAD /healthz. */
export const isHealthCheck = (request: Pick<IncomingMessage, 'method' | 'url'>) =>
  (request.method === 'GET' || request.method === 'HEAD') && request.url === '/healthz';

/**
 * Answers the liveness check before anything else: no render slot, no rate limit, no page cache, so a web busy
 * rendering or turning visitors away is still seen alive and is not restarted for it (issue 32). False if it is none.
 */
export function answerHealthCheck(request: IncomingMessage, response: ServerResponse): boolean {
  if (!isHealthCheck(request)) return false;
  response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : 'ok\n');
  return true;
}
