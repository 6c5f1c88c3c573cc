import { headers } from 'next/headers';
import type { AppLocale } from '@/platform/i18n/locales';
import { localeOfPath } from '@/platform/i18n/localePath';
import { PATHNAME_HEADER } from './pathnameHeader';

/**
 * The locale of the path the visitor asked for, from the proxy's header: the global not-found page
 * receives no params, and its words must be in the visitor's language from the first byte.
 */
export async function requestedLocale(): Promise<AppLocale> {
  return localeOfPath((await headers()).get(PATHNAME_HEADER) ?? '/');
}
