import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';

/** A slide page (spec §2): `urlTitle` is the slide's localized url_title. */
export function slidePath(locale: AppLocale, urlTitle: string): string {
  return localePath(locale, `/slides/${urlTitle}/`);
}
