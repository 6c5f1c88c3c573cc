import type { ContentWebhook } from '@shop/platform';
import type { Logger } from 'pino';

/** The backend collections whose cached responses show a content type: its own, and those that populate it. */
const SHOWN_IN: Record<string, string[]> = {
  diagram: ['diagrams', 'slides'],
  category: ['categories', 'diagrams'],
  slide: ['slides', 'diagrams'],
  plan: ['plans'],
};

/** Search index and advisor catalogue are built from diagrams, their slides and categories. */
const IN_SNAPSHOTS = new Set(['diagram', 'category', 'slide']);

/** What one content change clears: some collections, or (a content type not known here) everything. */
type Cleared = 'everything' | { collections: string[] };

function clearedBy({ model }: ContentWebhook): Cleared {
  const name = typeof model === 'string' ? model : '';
  const collections = SHOWN_IN[name];
  return collections ? { collections } : 'everything';
}

export interface InvalidationTargets {
  /** Forgets a collection's cached backend responses (ContentClient.forgetCached); undefined: all of them. */
  forgetContent(collection?: string): Promise<void>;
  /** Whole GraphQL results: any of them may hold the changed content. */
  results: { clear(): Promise<void> };
  /** In-memory snapshots rebuilt from the backend: search index, advisor catalogue; settled once rebuilt. */
  snapshots: { refresh(): Promise<void> }[];
  logger: Logger;
}

/**
 * Applies one webhook of content (shop records never get here: packages/platform's `changedContent` says
 * 'nothing' of them, src/http/revalidate.ts): the backend responses first (the snapshots are rebuilt through them), then the
 * results, then the snapshots are rebuilt, the old ones answering meanwhile. It settles only once they are: the
 * web, told next, re-renders its cached search pages through this gateway and keeps them for minutes.
 */
export async function invalidateContent(webhook: ContentWebhook, targets: InvalidationTargets): Promise<Cleared> {
  const cleared = clearedBy(webhook);
  if (cleared === 'everything') await targets.forgetContent();
  else await Promise.all(cleared.collections.map((collection) => targets.forgetContent(collection)));
  await targets.results.clear();
  const model = typeof webhook.model === 'string' ? webhook.model : '';
  if (cleared === 'everything' || IN_SNAPSHOTS.has(model)) {
    await Promise.all(targets.snapshots.map((snapshot) => snapshot.refresh()));
    // A search answered during the rebuild was stored from the old snapshot.
    await targets.results.clear();
  }
  targets.logger.info({ event: webhook.event, model, cleared }, 'content changed: caches cleared');
  return cleared;
}
