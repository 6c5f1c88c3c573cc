import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';

/** A category page (spec §2): `url` is the category's localized url attribute. */
export function categoryPath(locale: AppLocale, url: string): string {
  return localePath(locale, `/category/${url}/`);
}
