import type { Core } from '@strapi/strapi';
import { formatPercent, toBasisPoints } from '@shop/money';
import { type ListedOfferRow, listedOfferRows } from '../../persistence/special-offers';

/** A special offer as the public list shows it (legacy ids, percentage as a two-decimal string). */
export interface SpecialOfferView {
  id: number;
  diagram_id: number;
  diagrams_qualified: number[];
  percent_off: string;
}

/**
 * The offers pricing can apply (active): with a diagram, a percentage above 0 and at least one qualifying
 * diagram other than the offered one. Ordered by legacy id; qualifying ids deduplicated in their stored order.
 */
export function toActiveOffers(rows: ListedOfferRow[]): SpecialOfferView[] {
  const views: SpecialOfferView[] = [];
  for (const row of rows) {
    const diagramId = row.diagram?.legacy_id;
    const percent = row.percent_off ?? 0;
    if (diagramId == null || toBasisPoints(percent) <= 0) continue;
    const qualified = [
      ...new Set((row.diagrams_qualified ?? []).map((diagram) => diagram.legacy_id).filter((id) => id !== diagramId)),
    ];
    if (qualified.length === 0) continue;
    views.push({
      id: row.legacy_id,
      diagram_id: diagramId,
      diagrams_qualified: qualified,
      percent_off: formatPercent(percent),
    });
  }
  return views.sort((a, b) => a.id - b.id);
}

/** All active special offers, in one query. */
export async function listSpecialOffers(strapi: Core.Strapi): Promise<SpecialOfferView[]> {
  return toActiveOffers(await listedOfferRows(strapi));
}
