import type { Core } from '@strapi/strapi';
import { PricingCache, watchPricingWrites } from './cache';
import type { CartItemInput } from './cart-items';
import { loadCodeRows, loadDiagrams, loadOffers } from '../../../persistence/pricing/queries';
import type { CodeRow, DiagramRow, OfferRow } from '../../../persistence/pricing/rows';

const diagramCache = new PricingCache<number, DiagramRow>();
/** Code rows by lower-case code; null: no such code. */
const codeCache = new PricingCache<string, CodeRow | null>();
/** Offers by legacy id; null: no such offer. */
const offerCache = new PricingCache<number, OfferRow | null>();

/** What pricing `items` needs, keyed as the rules look it up. */
export interface PricingRows {
  diagrams: Map<number, DiagramRow>;
  /** By lower-case code; null: no such code. */
  codes: Map<string, CodeRow | null>;
  /** By legacy id; null: no such offer. */
  offers: Map<number, OfferRow | null>;
}

/** Code rows by lower-case code: the first row matching case-insensitively, as a lookup by `$eqi` would find it. */
async function readCodes(strapi: Core.Strapi, codes: string[]): Promise<Map<string, CodeRow | null>> {
  const spellings = new Map<string, string[]>();
  for (const code of new Set(codes))
    spellings.set(code.toLowerCase(), [...(spellings.get(code.toLowerCase()) ?? []), code]);
  return codeCache.getMany(
    [...spellings.keys()],
    async (keys) => {
      const rows = await loadCodeRows(
        strapi,
        keys.flatMap((key) => spellings.get(key)!),
      );
      return new Map(
        keys.map((key) => [
          key,
          rows.find((row) => typeof row.code === 'string' && row.code.toLowerCase() === key) ?? null,
        ]),
      );
    },
    null,
  );
}

/**
 * Diagrams, codes and offers of a cart, read in one round of at most three queries whatever the size of the
 * cart, through a short-lived cache (see cache.ts).
 */
export async function readPricingRows(strapi: Core.Strapi, items: CartItemInput[]): Promise<PricingRows> {
  watchPricingWrites(strapi);
  const diagramIds = [...new Set(items.map((item) => item.diagram_id))];
  const offerIds = [...new Set(items.flatMap((item) => (item.special_offer_id ? [item.special_offer_id] : [])))];
  const [diagrams, codes, offers] = await Promise.all([
    diagramCache.getMany(diagramIds, (missing) => loadDiagrams(strapi, missing)),
    readCodes(
      strapi,
      items.flatMap((item) => (item.code ? [item.code] : [])),
    ),
    offerCache.getMany(offerIds, (missing) => loadOffers(strapi, missing), null),
  ]);
  return { diagrams, codes, offers };
}
