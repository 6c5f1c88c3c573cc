import { formatPercent } from '@shop/money';
import { z } from 'zod';
import type { SpecialOffer } from '../../domain/special-offer';
import type { ShopClient } from './client';

const SPECIAL_OFFERS_PATH = '/website/v1/special_offers/';

/** One offer of GET /website/v1/special_offers/ (legacy ids). */
const shopSpecialOffer = z
  .object({
    id: z.number().int(),
    diagram_id: z.number().int(),
    diagrams_qualified: z.array(z.number().int()),
    percent_off: z.union([z.string(), z.number()]),
  })
  .transform(
    (offer): SpecialOffer => ({
      id: offer.id,
      diagramId: offer.diagram_id,
      qualifyingDiagramIds: offer.diagrams_qualified,
      percentOff: formatPercent(offer.percent_off),
    }),
  );

/** Every active special offer, in one call. */
export function fetchSpecialOffers(shop: ShopClient): Promise<SpecialOffer[]> {
  return shop.get('special_offers', SPECIAL_OFFERS_PATH, z.array(shopSpecialOffer));
}
