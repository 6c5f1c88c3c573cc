import { createIsrCacheHandler, type IsrCacheHandler, inertIsrCacheHandler } from './isrCacheHandler';
import { buildId, sharedPageCacheStore } from './sharedPageCacheStore';
import { isNextBuild } from '../config/runMode';

let shared: IsrCacheHandler | undefined;

// During `next build` the BUILD_ID beside dist/ is the previous build's, and the build has no store to share.
function processHandler(): IsrCacheHandler {
  shared ??= isNextBuild() ? inertIsrCacheHandler : createIsrCacheHandler(sharedPageCacheStore(), buildId());
  return shared;
}

/**
 * The module next.config names as `cacheHandler` (Next imports it from dist/, compiled with the custom server).
 * Next constructs one per request; all of a process's share one handler and store.
 */
export default class IncrementalCacheHandler implements IsrCacheHandler {
  private readonly handler = processHandler();
  get: IsrCacheHandler['get'] = (...args) => this.handler.get(...args);
  set: IsrCacheHandler['set'] = (...args) => this.handler.set(...args);
  revalidateTag: IsrCacheHandler['revalidateTag'] = (...args) => this.handler.revalidateTag(...args);
  resetRequestCache = () => this.handler.resetRequestCache();
}
