import type { AppLocale } from '@/platform/i18n/locales';
import { answerWithErrorStatus } from './answerWithErrorStatus';
import { ErrorPage } from './ErrorPage';
import { errorPageFor } from './errorPages';

/**
 * Spec §8's 500 page ('surprising for us'), in place of a page whose gateway query failed: the gateway unreachable,
 * slower than GATEWAY_TIMEOUT_MS, or the backend behind it down. The failure is logged where it was met; the page
 * answers HTTP 500.
 */
export async function ServerErrorPage({ locale }: { locale: AppLocale }) {
  const page = errorPageFor('500');
  await answerWithErrorStatus(page.status);
  return <ErrorPage locale={locale} page={page} />;
}
