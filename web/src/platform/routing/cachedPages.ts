import { STATIC_PAGES } from '@/platform/routing/staticPaths';

const STATIC_SLUGS = Object.values(STATIC_PAGES).flatMap((slug) =>
  typeof slug === 'string' ? [slug] : Object.values(slug),
);

/** The visible paths (after the locale prefix) whose routes export `dynamic = 'force-static'` (ADR 0023). */
const CACHED = new RegExp(
  `^/(?:|catalog/(?:[^/]+/)?|category/[^/]+/|diagrams/[^/]+/|slides/[^/]+/|s/[^/]+/|wishlist/|(?:${STATIC_SLUGS.join('|')})/)$`,
);

/** A page served from the page cache: the same HTML for every visitor with this path, locale and currency. */
export function isCachedPage(path: string): boolean {
  return CACHED.test(path);
}

/**
 * The browser may keep a cached page but asks again on every use (a 304 when unchanged), so no webhook or deploy
 * is outlived; not `no-store`, which would keep the page out of the back/forward cache. `private`: the URL does
 * not name the currency, so a shared cache keyed on it would mix EUR and USD pages. Next's default for such a
 * page (`s-maxage`, a day of `stale-while-revalidate`) would let a CDN serve it long after a revalidation.
 */
export const CACHED_PAGE_CACHE_CONTROL = 'private, no-cache';
