import { AsyncLocalStorage } from 'node:async_hooks';

/** A whole page the ISR cache served: what decides how long a copy of its response stays right. */
export interface ServedPage {
  /** Its tags and the implicit ones: an invalidation of any of them after `lastModified` makes it stale. */
  tags: string[];
  lastModified: number;
  /** When it is due to be rendered again (ms; Infinity when it has no revalidate time). */
  dueAt: number;
}

// On globalThis, not in this module: Next imports the cache handler from dist/ itself, and the custom server,
// which reads the trace, must see the same one whichever module instance each got.
const TRACE = Symbol.for('shop.servedPageTrace');
type WithTrace = typeof globalThis & { [TRACE]?: AsyncLocalStorage<ServedPage[]> };

function trace(): AsyncLocalStorage<ServedPage[]> {
  const global = globalThis as WithTrace;
  global[TRACE] ??= new AsyncLocalStorage();
  return global[TRACE];
}

/** Runs `handle` (one request) and lists the pages the ISR cache served while it ran, in `served`. */
export function traceServedPages<T>(served: ServedPage[], handle: () => T): T {
  return trace().run(served, handle);
}

/** Called by the ISR cache handler when it serves a whole page; a no-op outside a traced request. */
export function noteServedPage(page: ServedPage): void {
  trace().getStore()?.push(page);
}
