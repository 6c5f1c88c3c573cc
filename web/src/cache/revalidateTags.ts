import { contentTags } from './contentTags';

/** The part of a Strapi webhook's body the web reads: `{ event, model, entry }` (entry as the content API shows it). */
export type StrapiWebhook = { event?: unknown; model?: unknown; entry?: unknown };

/**
 * What to invalidate for one webhook: some tags, or every cached page. The gateway passes on only webhooks of
 * content (docs/adr/0020): the shop's own records (orders, accounts…) never reach the web.
 */
export type Invalidation = { tags: string[] } | 'everything';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const field = (entry: unknown, name: string): unknown =>
  typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[name] : undefined;

/**
 * The cache tags a content change touches (web/src/cache/contentTags.ts). A model this map does not know (a
 * content type added later) clears every page: stale copy is worse than a cold cache.
 */
export function invalidationFor({ model, entry }: StrapiWebhook): Invalidation {
  const name = text(model);
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
        ? { tags: [contentTags.slide(urlTitle), contentTags.diagram(diagramUrl), contentTags.search] }
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
