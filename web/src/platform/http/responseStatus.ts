import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

// One store for the custom server (web/server, compiled by tsc) and Next's server bundles, which each load their
// own copy of this module.
const STORE = Symbol.for('shop.responseStatus');
type WithStore = typeof globalThis & { [STORE]?: AsyncLocalStorage<ServerResponse> };

function responses(): AsyncLocalStorage<ServerResponse> {
  const global = globalThis as WithStore;
  global[STORE] ??= new AsyncLocalStorage();
  return global[STORE];
}

/**
 * Runs Next's handling of a request with its response at hand, so that a page rendered for it can set the HTTP
 * status (Next gives server components no way to).
 */
export function withResponseStatus<T>(response: ServerResponse, handle: () => T): T {
  return responses().run(response, handle);
}

/**
 * The HTTP status of the response being rendered, for a page that shows an error in place of its content. Pages
 * render before their first byte is sent (none waits behind a Suspense boundary), so the status still goes out.
 * Nothing happens outside a request of the custom server's (`next build`, tests).
 */
export function setResponseStatus(status: number): void {
  const response = responses().getStore();
  if (response && !response.headersSent) response.statusCode = status;
}
