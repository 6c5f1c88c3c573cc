import { isRevalidateSecret, REVALIDATE_SECRET_HEADER } from './revalidateSecret';
import { type Invalidation, invalidationFor, type StrapiWebhook } from './revalidateTags';

/** Next's cache, as the route hands it in: a tag, or every page. */
export type PageCache = { revalidateTag(tag: string): void; revalidateEverything(): void };

/**
 * Answers one Strapi webhook (passed on by the gateway): 401 without the shared secret (nothing revalidated), 400
 * for a body that is not a webhook, else invalidates what the change touches and says what in the answer.
 */
export async function handleRevalidate(request: Request, secret: string | undefined, cache: PageCache) {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER), secret))
    return Response.json({ error: 'unauthorized' }, { status: 401 });
  const body: unknown = await request.json().catch(() => undefined);
  if (typeof body !== 'object' || body === null) return Response.json({ error: 'bad request' }, { status: 400 });
  const invalidation: Invalidation = invalidationFor(body as StrapiWebhook);
  if (invalidation === 'everything') cache.revalidateEverything();
  else for (const tag of invalidation.tags) cache.revalidateTag(tag);
  return Response.json({ revalidated: invalidation });
}
