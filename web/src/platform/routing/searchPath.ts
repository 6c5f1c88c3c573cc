// Relative imports: the web's custom server (server/typedSearch.ts, compiled by tsc, no path aliases) uses this too.
import type { AppLocale } from '../i18n/locales';
import { localePath } from '../i18n/localePath';
import { sanitizeQuery } from './sanitizeQuery';

/** The search page of a typed query: /s/{query}/ sanitised and encoded, or /s/ (which asks for one) when nothing is left. */
export function searchPath(locale: AppLocale, rawQuery: string): string {
  const query = sanitizeQuery(rawQuery);
  return localePath(locale, query ? `/s/${encodeURIComponent(query)}/` : '/s/');
}

/** Where the search form without JavaScript (/s/?query=…) goes: the query's canonical path; undefined without one. */
export function typedQueryPath(locale: AppLocale, searchParams: { query?: string | string[] }): string | undefined {
  const typed = sanitizeQuery([searchParams.query].flat()[0] ?? '');
  return typed ? searchPath(locale, typed) : undefined;
}
