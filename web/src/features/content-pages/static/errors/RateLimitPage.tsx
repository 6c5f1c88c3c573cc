import type { AppLocale } from '@/platform/i18n/locales';
import { answerWithErrorStatus } from './answerWithErrorStatus';
import { ErrorPage } from './ErrorPage';
import { errorPageFor } from './errorPages';

/** Spec §8's rate-limit page ('oh my'), in place of a page whose gateway query was RATE_LIMITED; it answers 429. */
export async function RateLimitPage({ locale }: { locale: AppLocale }) {
  const page = errorPageFor('429');
  await answerWithErrorStatus(page.status);
  return <ErrorPage locale={locale} page={page} />;
}
