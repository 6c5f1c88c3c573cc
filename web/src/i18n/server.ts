import { cache } from 'react';
import { notFound } from 'next/navigation';
import { locale as localeParam } from 'next/root-params';
import { createIntl } from 'react-intl/server';
import { isLocale, type AppLocale } from './locales';
import { messages } from './messages';

/**
 * The [locale] segment of the current request; anything else is a 404. Layouts and pages render
 * in parallel, so each entry point checks it (a stray request such as /favicon.ico would
 * otherwise reach createIntl("favicon.ico")).
 */
export async function getLocale(): Promise<AppLocale> {
  const value = await localeParam();
  if (!isLocale(value)) notFound();
  return value;
}

/** react-intl for server components, created once per request and locale. */
export const getIntl = cache(async (locale: AppLocale) => createIntl({ locale, messages: messages[locale] }));
