import type { Core } from '@strapi/strapi';
import { newRowFields } from './document-id';
import { DIAGRAM, DISCOUNT_CODE, SPECIAL_OFFER } from './models';

/** The rows the shop's demo seed reads and writes: discount codes, special offers and the diagrams they are on. */

/** Whether a code exists in any spelling: staff may have changed its case in the admin. */
export const codeExists = async (strapi: Core.Strapi, code: string) =>
  (await strapi.db.query(DISCOUNT_CODE).findOne({ where: { code: { $eqi: code } }, select: ['id'] })) !== null;

export async function insertCode(strapi: Core.Strapi, code: Record<string, unknown>, date: Date): Promise<void> {
  await strapi.db.query(DISCOUNT_CODE).create({ data: { ...code, ...newRowFields(date) } });
}

export const offerLegacyIds = async (strapi: Core.Strapi) =>
  ((await strapi.db.query(SPECIAL_OFFER).findMany({ select: ['legacy_id'] })) as { legacy_id: number }[]).map(
    (offer) => offer.legacy_id,
  );

/** The first `count` paid diagrams (English rows), by legacy id: what the demo offers are on. */
export const firstPaidDiagrams = async (strapi: Core.Strapi, count: number) =>
  (await strapi.db.query(DIAGRAM).findMany({
    where: { locale: 'en', price: { $gt: 0 } },
    select: ['id', 'legacy_id'],
    orderBy: { legacy_id: 'asc' },
    limit: count,
  })) as { id: number; legacy_id: number }[];

/** An offer on a diagram row, qualified by others (row ids). */
export async function insertOffer(
  strapi: Core.Strapi,
  offer: { legacy_id: number; percent_off: number; diagram: number; diagrams_qualified: number[] },
  date: Date,
): Promise<void> {
  await strapi.db.query(SPECIAL_OFFER).create({ data: { ...offer, ...newRowFields(date) } });
}
