import type { Core } from '@strapi/strapi';
import type { Locale } from '../locales';
import { DIAGRAM, SLIDE } from './models';

/** Reads of the catalogue's content that the shop, credits and forms need: diagrams by legacy id or url, names and slides. */

/** Title and url slug of diagrams (by legacy id) in one language; a diagram missing in it is left out. */
export const diagramNames = async (strapi: Core.Strapi, legacyIds: number[], locale: Locale) =>
  (await strapi.db.query(DIAGRAM).findMany({
    where: { legacy_id: { $in: legacyIds }, locale },
    select: ['legacy_id', 'title', 'url'],
  })) as { legacy_id: number; title: string; url: string }[];

/** Title and url slug of one diagram in each of these languages it has. */
export const diagramNamesIn = async (strapi: Core.Strapi, legacyId: number, locales: Locale[]) =>
  (await strapi.db.query(DIAGRAM).findMany({
    where: { legacy_id: legacyId, locale: { $in: locales } },
    select: ['title', 'url', 'locale'],
  })) as { title: string; url: string; locale: Locale }[];

/** A diagram's row in one language, for its slides; null when it has none there. */
export const diagramRowIn = async (strapi: Core.Strapi, legacyId: number, locale: Locale) =>
  (await strapi.db
    .query(DIAGRAM)
    .findOne({ where: { legacy_id: legacyId, locale }, select: ['id', 'title', 'locale'] })) as {
    id: number;
    title: string;
    locale: Locale;
  } | null;

export interface SlideRow {
  number: number;
  title: string;
  image: { url: string } | null;
}

/** The slides of a diagram's row, in order, with their image's url. */
export const slidesOf = async (strapi: Core.Strapi, diagram: { id: number; locale: Locale }) =>
  (await strapi.db.query(SLIDE).findMany({
    where: { diagram: { id: diagram.id }, locale: diagram.locale },
    select: ['number', 'title'],
    populate: { image: { select: ['url'] } },
    orderBy: { number: 'asc' },
  })) as SlideRow[];

/** Whether the catalogue has a diagram of this legacy id (its English entry). */
export const diagramExists = async (strapi: Core.Strapi, legacyId: number) =>
  Boolean(await strapi.db.query(DIAGRAM).findOne({ where: { legacy_id: legacyId, locale: 'en' }, select: ['id'] }));

/** The legacy id of the diagram at an English url; null if the catalogue has none. */
export async function legacyIdOfDiagramAt(strapi: Core.Strapi, url: string): Promise<number | null> {
  const row = (await strapi.db.query(DIAGRAM).findOne({ where: { url, locale: 'en' }, select: ['legacy_id'] })) as {
    legacy_id: number;
  } | null;
  return row?.legacy_id ?? null;
}

/** A diagram's `credit_cost` (null when unset) by legacy id; null when there is no such diagram. */
export const diagramCreditCost = async (strapi: Core.Strapi, legacyId: number) =>
  (await strapi.db
    .query(DIAGRAM)
    .findOne({ where: { legacy_id: legacyId, locale: 'en' }, select: ['credit_cost'] })) as {
    credit_cost: number | null;
  } | null;
