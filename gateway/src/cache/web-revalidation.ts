import type { ContentChange } from '@shop/platform';
import type { Logger } from 'pino';

/** The web's answer to a content change: its pages revalidated, or not (logged; they age out by lifetime). */
export type WebRevalidation = 'revalidated' | 'failed';

// Revalidating marks tags: the web answers in milliseconds, unless it is down.
const TIMEOUT_MS = 5000;

/**
 * Tells the web which tags of its pages a content change touched (or that every page did), once the gateway's own
 * caches are clear and its search index rebuilt (docs/adr/0020). The web re-renders the pages it revalidates by asking this gateway, so told first it could
 * store the old content again under a fresh timestamp, until the page's lifetime ends.
 */
export async function revalidateWeb(
  target: { url: string; secretHeader: string; secret: string },
  change: Exclude<ContentChange, 'nothing'>,
  logger: Logger,
): Promise<WebRevalidation> {
  try {
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [target.secretHeader]: target.secret },
      body: JSON.stringify(change),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return 'revalidated';
    logger.warn({ status: response.status }, 'content changed: the web refused to revalidate its pages');
  } catch (error) {
    logger.warn({ err: error }, 'content changed: the web could not be told to revalidate its pages');
  }
  return 'failed';
}
