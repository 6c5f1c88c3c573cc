import { keepFailureBriefly } from '@/platform/cache/failureLifetime';
import { setResponseStatus } from '@/platform/http/responseStatus';

/**
 * For a page that shows spec §8's error page in place of its content: it answers with that status, not 200, so
 * that crawlers, shared caches and monitoring see the failure. The request that renders it sets its response's
 * status; the page cache's copy, kept seconds, carries it for every other request it answers.
 */
export async function answerWithErrorStatus(status: number): Promise<void> {
  setResponseStatus(status);
  await keepFailureBriefly(status);
}
