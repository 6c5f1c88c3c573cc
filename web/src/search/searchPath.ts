import type { AppLocale } from '@/i18n/locales';
import { localePath } from '@/i18n/localePath';
import { sanitizeQuery } from './sanitizeQuery';

/** The search page of a typed query: /s/{query}/ sanitised and encoded, or /s/ (which asks for one) when nothing is left. */
export function searchPath(locale: AppLocale, rawQuery: string): string {
  const query = sanitizeQuery(rawQuery);
  return localePath(locale, query ? `/s/${encodeURIComponent(query)}/` : '/s/');
}
