import { z } from 'zod';
import type { CartItem, CodeStatus, PricedItem } from '../../domain/cart';
import { strapiPrices } from '../content/fields';
import type { ShopClient } from './client';

const PRICE_PATH = '/website/v1/cart_items/price/';

const codeStatus = z
  .enum(['applied', 'unknown', 'expired'])
  .nullish()
  .transform((status) => (status ? (status.toUpperCase() as CodeStatus) : null));

/** A priced line of the shop (pricing answers and order lines alike). */
export const shopPricedItem = z
  .object({
    diagram_id: z.number().int(),
    license_id: z.number().int().nullish(),
    code: z.string().nullish(),
    code_status: codeStatus,
    special_offer_id: z.number().int().nullish(),
    discounts: strapiPrices.nullish(),
    final_prices: strapiPrices,
  })
  .transform(
    (item): PricedItem => ({
      diagramId: item.diagram_id,
      licenseId: item.license_id ?? 1,
      specialOfferId: item.special_offer_id ?? null,
      code: item.code ?? null,
      codeStatus: item.code_status,
      discounts: item.discounts ?? [],
      finalPrices: item.final_prices,
    }),
  );

export function shopItems(items: readonly CartItem[], code: string | null) {
  return items.map((item) => ({
    diagram_id: item.diagramId,
    license_id: item.licenseId,
    code,
    special_offer_id: item.specialOfferId,
  }));
}

/** The whole cart in one call (spec §7): the lines in the order asked. */
export async function priceCartItems(
  shop: ShopClient,
  items: readonly CartItem[],
  code: string | null,
): Promise<PricedItem[]> {
  return shop.post('cart_items/price', PRICE_PATH, shopItems(items, code), z.array(shopPricedItem));
}
