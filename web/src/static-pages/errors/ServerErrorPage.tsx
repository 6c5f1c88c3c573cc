import type { AppLocale } from '@/i18n/locales';
import { ErrorPage } from './ErrorPage';
import { errorPageFor } from './errorPages';

/**
 * Spec §8's 500 page ('surprising for us'), in place of a page whose gateway query failed: the gateway unreachable,
 * slower than GATEWAY_TIMEOUT_MS, or the backend behind it down. The failure is logged where it was met.
 */
export function ServerErrorPage({ locale }: { locale: AppLocale }) {
  return <ErrorPage locale={locale} page={errorPageFor('500')} />;
}
