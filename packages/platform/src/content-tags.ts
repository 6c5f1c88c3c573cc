/**
 * The cache tags of content shown on cacheable pages (issue 13). The web tags what it renders with these; the
 * gateway turns Strapi's content webhooks into them (`changedContent`) and passes on tags only, so the web never
 * learns Strapi's model names (docs/adr/0020, 0030).
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

/** The part of a Strapi webhook's body read here: `{ event, model, entry }` (entry as the content API shows it). */
export type ContentWebhook = { event?: unknown; model?: unknown; entry?: unknown };

/**
 * What one content change touches: nothing cached (a shop record), some tags, or every cached page. The web
 * receives the last two as they are, as the body of its revalidation call.
 */
export type ContentChange = 'nothing' | { tags: string[] } | { everything: true };

/**
 * Records of visitors and their purchases: no page or cached answer shows them, and they change on every order,
 * so their webhooks must not empty any cache.
 */
const SHOP_RECORDS: ReadonlySet<string> = new Set([
  'account',
  'contact-message',
  'credit-entry',
  'entitlement',
  'favourite',
  'free-sample-request',
  'newsletter-subscriber',
  'order',
  'payment',
  'renewal',
  'renewal-notice',
  'subscription',
]);

const EVERYTHING = { everything: true } as const;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const field = (entry: unknown, name: string): unknown =>
  typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[name] : undefined;

/**
 * The tags a content change touches. A model this map does not know (a content type added later), or an entry
 * without the field its tag needs, touches every page: stale copy is worse than a cold cache.
 */
export function changedContent({ model, entry }: ContentWebhook): ContentChange {
  const name = text(model) ?? '';
  if (SHOP_RECORDS.has(name)) return 'nothing';
  const url = text(field(entry, 'url'));
  switch (name) {
    case 'diagram':
      return url ? { tags: [contentTags.diagram(url), contentTags.listings] } : EVERYTHING;
    case 'category':
      return url ? { tags: [contentTags.category(url), contentTags.listings, contentTags.menu] } : EVERYTHING;
    case 'slide': {
      const urlTitle = text(field(entry, 'url_title'));
      const diagramUrl = text(field(field(entry, 'diagram'), 'url'));
      // A deleted slide's webhook carries no diagram: its diagram's page lists it, so everything goes.
      return urlTitle && diagramUrl
        ? { tags: [contentTags.slide(urlTitle), contentTags.diagram(diagramUrl), contentTags.search] }
        : EVERYTHING;
    }
    case 'static-page': {
      const key = text(field(entry, 'key'));
      return key ? { tags: [contentTags.staticPage(key)] } : EVERYTHING;
    }
    default:
      return EVERYTHING;
  }
}
