import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type Locale } from '../locales';
import { DIAGRAM, PLAN } from './models';

/**
 * One text field (a plan's name, a diagram's title) of localized content by legacy id in a language, English where
 * a translation is missing: one query for any number of ids.
 */
async function textsIn(
  strapi: Core.Strapi,
  uid: typeof PLAN | typeof DIAGRAM,
  field: 'name' | 'title',
  legacyIds: number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (legacyIds.length === 0) return new Map();
  const rows = (await strapi.db.query(uid).findMany({
    where: { legacy_id: { $in: [...new Set(legacyIds)] }, locale: { $in: [DEFAULT_LOCALE, locale] } },
    select: ['legacy_id', field, 'locale'],
  })) as ({ legacy_id: number; locale: Locale } & Record<typeof field, string>)[];
  const texts = new Map<number, string>();
  for (const row of rows) if (row.locale === locale || !texts.has(row.legacy_id)) texts.set(row.legacy_id, row[field]);
  return texts;
}

/** Plan names by legacy id in a language, English where a translation is missing (hidden plans included). */
export const planNames = (strapi: Core.Strapi, legacyIds: number[], locale: Locale) =>
  textsIn(strapi, PLAN, 'name', legacyIds, locale);

/** Diagram titles by legacy id in a language, English where a translation is missing. */
export const diagramTitles = (strapi: Core.Strapi, legacyIds: number[], locale: Locale) =>
  textsIn(strapi, DIAGRAM, 'title', legacyIds, locale);
