import { contentChangeOf } from './contentChange';
import { isRevalidateSecret, REVALIDATE_SECRET_HEADER } from '../config/revalidateSecret';

/** Next's cache, as the route hands it in: a tag, or every page. */
export type PageCache = { revalidateTag(tag: string): void; revalidateEverything(): void };

/**
 * Answers the gateway's word of a content change: 401 without the shared secret (nothing revalidated), 400 for a
 * body that is not a change, else revalidates the tags it names (or every page) and says what in the answer.
 */
export async function handleRevalidate(request: Request, secret: string | undefined, cache: PageCache) {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER), secret))
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  const change = contentChangeOf(await request.json().catch(() => undefined));
  if (change === undefined) return Response.json({ error: 'bad request' }, { status: 400 });
  if ('everything' in change) cache.revalidateEverything();
  else for (const tag of change.tags) cache.revalidateTag(tag);
  return Response.json({ revalidated: change });
}
