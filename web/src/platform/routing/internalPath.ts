import type { Currency } from '@shop/money';
import { type ListingParams, parsePage, parseSort } from '@/platform/routing/listingParams';
import type { AppLocale } from '@/platform/i18n/locales';

/**
 * Where proxy.ts sends a page request inside the app (ADR 0023): everything a page's HTML depends on goes
 * into its path, so that Next caches one rendering per path. The visible URL `/fr/category/x/?sort=1&page=2`
 * becomes `/fr/EUR/category/x/s1p2/`: locale, the visitor's currency (a root segment, app/[locale]/[currency]),
 * then the page, with a listing's sort and page as one normalised segment, so junk in the query cannot make
 * new entries. Visible URLs and links do not change.
 */

/**
 * Listings, by the start of their paths, and where their sort-and-page segment goes: after the first segment
 * (`/catalog/s0p1/new/`) or the second (`/category/x/s0p1/`). It goes into every path that starts so, deeper ones
 * too: `/category/x/s0p2/` typed by hand becomes `/category/x/s0p1/s0p2/`, which no route serves (a 404, not a
 * second address of page 2). Search results come in one order only: a `sort` in their query string makes no other
 * entry.
 */
const LISTINGS: { start: RegExp; insertAt: number; sortable: boolean }[] = [
  { start: /^\/catalog\//, insertAt: 1, sortable: true },
  { start: /^\/category\/[^/]+\//, insertAt: 2, sortable: true },
  { start: /^\/s\/[^/]+\//, insertAt: 2, sortable: false },
];

/** `s{sort}p{page}`: the listing's segment. */
export function listingSegment({ sort, page }: ListingParams): string {
  return `s${sort}p${page}`;
}

/** The sort and page of a listing segment; the first page in the original order for anything malformed. */
export function parseListingSegment(segment: string): ListingParams {
  const match = /^s(\d+)p(\d+)$/.exec(segment);
  return match ? { sort: parseSort(match[1]), page: parsePage(match[2]) } : { sort: 0, page: 1 };
}

/**
 * The internal path for `path`, a page's path after its locale prefix (`/category/x/`, `/` for home), with the
 * visible query string's sort and page. Ends with a slash, as the shop's URLs do.
 */
export function internalPath(locale: AppLocale, currency: Currency, path: string, search: URLSearchParams): string {
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  const listing = LISTINGS.find(({ start }) => start.test(withSlash));
  if (!listing) return `/${locale}/${currency}${withSlash}`;
  const parts = withSlash.split('/').filter(Boolean);
  const segment = listingSegment({
    sort: listing.sortable ? parseSort(search.get('sort') ?? undefined) : 0,
    page: parsePage(search.get('page') ?? undefined),
  });
  parts.splice(listing.insertAt, 0, segment);
  return `/${locale}/${currency}/${parts.join('/')}/`;
}
