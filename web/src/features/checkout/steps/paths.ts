import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';

/** /checkout/download/{key}/ in `locale`. */
export function downloadPath(locale: AppLocale, key: string): string {
  return localePath(locale, `/checkout/download/${encodeURIComponent(key)}/`);
}
