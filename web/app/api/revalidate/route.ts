import { revalidatePath, revalidateTag } from 'next/cache';
import { handleRevalidate } from '@/platform/cache/revalidateRequest';
import { readRevalidateSecret } from '@/platform/config/revalidateSecret';

/**
 * Content changes, as the gateway tells of them once its caches are clear (docs/adr/0020): the tags of the cached
 * pages they touch, which are rebuilt on next visit.
 */
export function POST(request: Request): Promise<Response> {
  return handleRevalidate(request, readRevalidateSecret(), {
    // 'max': the stale page answers once more while its fresh copy renders.
    revalidateTag: (tag) => revalidateTag(tag, 'max'),
    // The root layout holds every page.
    revalidateEverything: () => revalidatePath('/', 'layout'),
  });
}
