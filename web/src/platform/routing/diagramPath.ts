import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';

/** A diagram page (spec §2): `url` is the diagram's localized url. */
export function diagramPath(locale: AppLocale, url: string): string {
  return localePath(locale, `/diagrams/${url}/`);
}
