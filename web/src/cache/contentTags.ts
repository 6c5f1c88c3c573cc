/**
 * The cache tags of content shown on cacheable pages (issue 13). Pages tag what they render with these; the
 * revalidation endpoint, called by Strapi's webhooks, invalidates them. One vocabulary, so a tag set in one place
 * is the tag cleared in the other.
 */
export const contentTags = {
  /** One diagram's page (and its slides' pages, which show it). */
  diagram: (url: string) => `diagram:${url}`,
  /** One category's page. */
  category: (url: string) => `category:${url}`,
  /** One slide's page. */
  slide: (urlTitle: string) => `slide:${urlTitle}`,
  /** Every listing of diagrams: home, catalogue, category listings, search results. */
  listings: 'listings',
  /** Search results, which also match slide titles: a slide's change reaches them, not the other listings. */
  search: 'search',
  /** The header's and footer's menus (categories, bundles). */
  menu: 'menu',
  /** One static page's copy (FAQ, about, know-how, design services, terms), all locales. */
  staticPage: (key: string) => `page:${key}`,
} as const;
