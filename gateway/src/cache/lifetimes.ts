/**
 * Every server-side cache lifetime of the gateway, in seconds, by name (docs/adr/0005-gateway-cache.md).
 * The response lifetimes bound how stale a page may be after an editor changes content in Strapi.
 */
export const CACHE_LIFETIMES = {
  /** Spec §9: popular categories, 3600 s on the server. */
  popularCategories: 3600,
  /** Category lists, the category tree, the bundles and free-sample categories. */
  categories: 300,
  /** Catalogue pages (all, by tag, by category; every sort and page). */
  catalogue: 300,
  /** A diagram with its slides, by url or id. */
  diagram: 300,
  /** A slide by url_title. */
  slide: 300,
  /** Every plan of a locale (a handful): the plan list and lookups by id. */
  plans: 300,
  /** A static page's copy (FAQ, about, terms…) in one locale. */
  staticPages: 300,
  /** Age after which a search index is rebuilt in the background; the old one serves meanwhile. */
  searchIndex: 300,
  /**
   * Whole GraphQL results, per query, variables and currency: a hit skips execution entirely. Short,
   * because it stacks on the upstream lifetimes above: content is at most 300 + 60 s stale.
   */
  graphqlResult: 60,
} as const;

type CacheName = keyof typeof CACHE_LIFETIMES;

/**
 * How long the last good copy of an upstream response is kept, past its lifetime, to answer while the backend fails
 * (stale-if-error, docs/adr/0026). Not scaled by CACHE_LIFETIME_SCALE: it is the outage the catalogue rides out.
 */
export const STALE_RETENTION_SECONDS = 24 * 3600;

/** Each lifetime in seconds (fractions allowed: a scaled one may be under a second). */
export type CacheLifetimes = Record<CacheName, number>;

/** CACHE_LIFETIMES times `scale` (CACHE_LIFETIME_SCALE): tests expire caches in seconds, not minutes. */
export function scaledLifetimes(scale: number): CacheLifetimes {
  return Object.fromEntries(
    Object.entries(CACHE_LIFETIMES).map(([name, seconds]) => [name, seconds * scale]),
  ) as CacheLifetimes;
}

/** The lifetimes that cache upstream responses (the search index and GraphQL results keep their own). */
export type ResponseCacheName = Exclude<CacheName, 'searchIndex' | 'graphqlResult'>;
