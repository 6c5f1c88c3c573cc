import type { z } from 'zod';
import type { ResponseCacheName } from '../../cache/lifetimes';
import type { ContentClient } from './client';
import type { StrapiQuery } from './query-string';

// Strapi's maxLimit.
const PAGE_SIZE = 100;

/** Every entry matching `query`, page after page of 100: the first page tells how many more to ask for, in parallel. */
export async function findAll<T>(
  client: ContentClient,
  collection: string,
  query: StrapiQuery,
  item: z.ZodType<T>,
  lifetime?: ResponseCacheName,
): Promise<T[]> {
  const page = (number: number) =>
    client.findPage(collection, { ...query, pagination: { page: number, pageSize: PAGE_SIZE } }, item, lifetime);
  const first = await page(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.pageCount - 1) }, (_, index) => page(index + 2)),
  );
  return [first, ...rest].flatMap(({ data }) => data);
}
