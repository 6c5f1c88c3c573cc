import type { Core } from '@strapi/strapi';
import { SPECIAL_OFFER } from './models';

/** A special offer as the public list reads it, its diagrams by legacy id. */
export interface ListedOfferRow {
  legacy_id: number;
  percent_off: number | string | null;
  diagram: { legacy_id: number } | null;
  diagrams_qualified: { legacy_id: number }[] | null;
}

/** Every special offer by legacy id, in one query: the relations are populated with their legacy ids only. */
export const listedOfferRows = async (strapi: Core.Strapi) =>
  (await strapi.db.query(SPECIAL_OFFER).findMany({
    select: ['legacy_id', 'percent_off'],
    populate: {
      diagram: { select: ['legacy_id'] },
      diagrams_qualified: { select: ['legacy_id'], orderBy: { legacy_id: 'asc' } },
    },
    orderBy: { legacy_id: 'asc' },
  })) as ListedOfferRow[];
