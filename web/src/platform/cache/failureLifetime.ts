import { cacheLife, cacheTag } from 'next/cache';
import { errorPageTag } from './errorPageTag';

/**
 * For a cached page (ADR 0023) that renders a failure (the gateway unreachable) where content should be: the
 * page then lives seconds, not the content's lifetime, so a later visitor gets a fresh try. A `'use cache'`
 * entry's lifetime is the page's upper bound, whether the entry was just made or read. A page that shows spec §8's
 * error page for `errorStatus` is also tagged with it, which gives the cached page that status (isrCacheHandler.ts).
 */
export async function keepFailureBriefly(errorStatus?: number): Promise<void> {
  'use cache';
  cacheLife('seconds');
  if (errorStatus !== undefined) cacheTag(errorPageTag(errorStatus));
}
