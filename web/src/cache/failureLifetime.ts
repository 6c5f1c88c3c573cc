import { cacheLife, cacheTag } from 'next/cache';
import { errorPageTag } from './errorPageTag';

/**
 * For a cached page (ADR 0023) that renders a failure (the gateway unreachable) where content should be: the
 * page then lives seconds, not the content's lifetime, so a later visitor gets a fresh try. A `'use cache'`
 * entry's lifetime is the page's upper bound, whether the entry was just made or read.
 */
export async function keepFailureBriefly(): Promise<void> {
  'use cache';
  cacheLife('seconds');
}

/** The same for a page showing spec §8's error page for `status`, which its tag then gives the cached page too. */
export async function keepErrorPageBriefly(status: number): Promise<void> {
  'use cache';
  cacheLife('seconds');
  cacheTag(errorPageTag(status));
}
