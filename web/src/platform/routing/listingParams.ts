import type { CatalogueSort } from '@/gql/graphql';

/** Spec §9's sort options in their URL order (`?sort=0..3`). */
export const SORTS: readonly CatalogueSort[] = ['ORIGINAL', 'PRICE_ASC', 'PRICE_DESC', 'CREATED_ASC'];

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a query parameter (`?sort=1&sort=2` → "1"). */
function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A whole number written plainly ("2", not "2.5", "1e3" or " 2"), else undefined. */
function wholeNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
}

/** `?sort=N` as the spec's number 0..3; anything else is the original order (0). */
export function parseSort(value: string | string[] | undefined): number {
  const sort = wholeNumber(first(value));
  return sort !== undefined && sort < SORTS.length ? sort : 0;
}

/** `?page=N` from 1; a missing, malformed or smaller page is the first (the gateway refuses page < 1). */
export function parsePage(value: string | string[] | undefined): number {
  return Math.max(1, wholeNumber(first(value)) ?? 1);
}

export type ListingParams = { sort: number; page: number };

/** The query string of a listing URL; defaults are left out, so the first page has one URL. */
export function listingQuery({ sort, page }: ListingParams): string {
  const params = new URLSearchParams();
  if (sort !== 0) params.set('sort', String(sort));
  if (page !== 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A listing's localized paths at a page of it: each page past the first is its own canonical URL. */
export function pagedPaths<T extends Partial<Record<string, string>>>(paths: T, page: number): T {
  const query = listingQuery({ sort: 0, page });
  return Object.fromEntries(Object.entries(paths).map(([locale, path]) => [locale, `${path}${query}`])) as T;
}
