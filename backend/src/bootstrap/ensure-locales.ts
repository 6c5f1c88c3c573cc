import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, LOCALES, LOCALE_NAMES } from '../locales';

/** Creates the site locales in the i18n plugin when missing and makes English the default. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  const existing = new Set(((await locales.find()) as { code: string }[]).map((locale) => locale.code));

  for (const code of LOCALES) {
    if (!existing.has(code)) {
      await locales.create({ code, name: LOCALE_NAMES[code] });
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
}
