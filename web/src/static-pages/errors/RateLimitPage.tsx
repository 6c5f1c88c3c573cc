import type { AppLocale } from '@/i18n/locales';
import { ErrorPage } from './ErrorPage';
import { errorPageFor } from './errorPages';

/** Spec §8's rate-limit page ('oh my'), in place of a page whose gateway query was RATE_LIMITED. */
export function RateLimitPage({ locale }: { locale: AppLocale }) {
  return <ErrorPage locale={locale} page={errorPageFor('429')} />;
}
