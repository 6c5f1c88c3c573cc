import { notFound } from 'next/navigation';
import { locale as localeParam } from 'next/root-params';
import { createIntl, type IntlShape } from 'react-intl/server';
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

const intls = new Map<AppLocale, IntlShape>();

/**
 * react-intl for server components, one per locale for the life of the process: it holds no request
 * state, and it caches parsed messages and formatters, which per-request instances would redo each time.
 */
export async function getIntl(locale: AppLocale): Promise<IntlShape> {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl({ locale, messages: messages[locale] });
    intls.set(locale, intl);
  }
  return intl;
}
