import { createPageCacheHandler } from './pageCacheHandler';
import { buildId, sharedPageCacheStore } from './sharedPageCacheStore';

/**
 * The module next.config names as the `"use cache"` handler: Next imports it from dist/ (compiled with the
 * custom server) in every server process.
 */
export default createPageCacheHandler(sharedPageCacheStore(), buildId());
