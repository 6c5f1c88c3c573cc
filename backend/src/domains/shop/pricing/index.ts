import type { Core } from '@strapi/strapi';
import { ShopError } from '../../../http/errors';
import { readPricingRows } from './cached-reads';
import type { CartItemInput } from './cart-items';
import type { PricedLine } from '../../../persistence/orders';
import { codeResult, priceLine } from './rules';

export { parseCartItems, parseCode, type CartItemInput } from './cart-items';
export { totalsOf } from './rules';

/**
 * Prices cart items from the database only: each line's prices, the discount of its code and of its special
 * offer and the final prices, per currency (rules.ts), from what readPricingRows read.
 */
export async function priceItems(strapi: Core.Strapi, items: CartItemInput[], now = new Date()): Promise<PricedLine[]> {
  const rows = await readPricingRows(strapi, items);
  const unknown = items.findIndex((item) => !rows.diagrams.has(item.diagram_id));
  if (unknown >= 0) {
    const diagramId = items[unknown].diagram_id;
    throw new ShopError(400, {
      error: `Unknown diagram ${diagramId}`,
      code: 'unknown_diagram',
      field: `items.${unknown}.diagram_id`,
      diagram_id: diagramId,
    });
  }
  const inCart = new Set(items.map((item) => item.diagram_id));
  return items.map((item) => {
    const code = item.code ? codeResult(item.code, rows.codes.get(item.code.toLowerCase()) ?? null, now) : null;
    const offer = item.special_offer_id ? rows.offers.get(item.special_offer_id) : undefined;
    return priceLine(item, rows.diagrams.get(item.diagram_id)!, code, offer, inCart);
  });
}
