import { contentTags } from './contentTags';

/** The part of a Strapi webhook's body the web reads: `{ event, model, entry }` (entry as the content API shows it). */
export type StrapiWebhook = { event?: unknown; model?: unknown; entry?: unknown };

/** What to invalidate for one webhook: some tags, every cached page, or nothing. */
export type Invalidation = { tags: string[] } | 'everything' | 'nothing';

/**
 * Records of visitors and their purchases: never shown on a cached page, and updated on every order, so their
 * webhooks must not empty the page cache.
 */
const SHOP_RECORDS = new Set([
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

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const field = (entry: unknown, name: string): unknown =>
  typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[name] : undefined;

/**
 * The cache tags a content change touches (web/src/cache/contentTags.ts). A model this map does not know (a
 * content type added later) clears every page: stale copy is worse than a cold cache.
 */
export function invalidationFor({ model, entry }: StrapiWebhook): Invalidation {
  const name = text(model);
  if (name && SHOP_RECORDS.has(name)) return 'nothing';
  const url = text(field(entry, 'url'));
  switch (name) {
    case 'diagram':
      return url ? { tags: [contentTags.diagram(url), contentTags.listings] } : 'everything';
    case 'category':
      return url ? { tags: [contentTags.category(url), contentTags.listings, contentTags.menu] } : 'everything';
    case 'slide': {
      const urlTitle = text(field(entry, 'url_title'));
      const diagramUrl = text(field(field(entry, 'diagram'), 'url'));
      // A deleted slide's webhook carries no diagram: its diagram's page lists it, so everything goes.
      return urlTitle && diagramUrl
        ? { tags: [contentTags.slide(urlTitle), contentTags.diagram(diagramUrl)] }
        : 'everything';
    }
    case 'static-page': {
      const key = text(field(entry, 'key'));
      return key ? { tags: [contentTags.staticPage(key)] } : 'everything';
    }
    default:
      return 'everything';
  }
}
