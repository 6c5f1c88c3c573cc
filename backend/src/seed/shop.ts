import type { Core } from '@strapi/strapi';
import { readSeedOptions } from '../env/seed-options';
import { codeExists, firstPaidDiagrams, insertCode, insertOffer, offerLegacyIds } from '../persistence/seed-shop';

const BASE_DATE = new Date('2026-01-01T00:00:00.000Z');

const CODES = [
  { code: 'WELCOME10', percent_off: 10, valid_from: null, valid_until: null, active: true },
  {
    code: 'EXPIRED5',
    percent_off: 5,
    valid_from: null,
    valid_until: new Date('2026-01-31T23:59:59.000Z'),
    active: true,
  },
];

/** Special offers on the first paid diagrams (by legacy id): [offered, qualifying] positions and percentage. */
const OFFERS = [
  { legacy_id: 1, diagram: 0, qualified: [1], percent_off: 20 },
  { legacy_id: 2, diagram: 2, qualified: [3, 4], percent_off: 25 },
];

/**
 * Seeds the demo discount codes and special offers; idempotent: each is written only when no entry with
 * its code or legacy id exists, so staff edits in the admin are kept.
 */
export async function seedShop(strapi: Core.Strapi): Promise<void> {
  if (!readSeedOptions().enabled) return;
  const written: string[] = [];

  for (const code of CODES) {
    if (await codeExists(strapi, code.code)) continue;
    await insertCode(strapi, code, BASE_DATE);
    written.push(code.code);
  }

  const existing = new Set(await offerLegacyIds(strapi));
  const missing = OFFERS.filter((offer) => !existing.has(offer.legacy_id));
  if (missing.length > 0) {
    const diagrams = await firstPaidDiagrams(strapi, 5);
    if (diagrams.length < 5) return void strapi.log.warn('[seed] special offers skipped: fewer than 5 paid diagrams');
    for (const offer of missing) {
      const { legacy_id, percent_off } = offer;
      await insertOffer(
        strapi,
        {
          legacy_id,
          percent_off,
          diagram: diagrams[offer.diagram].id,
          diagrams_qualified: offer.qualified.map((position) => diagrams[position].id),
        },
        BASE_DATE,
      );
      written.push(`special offer ${offer.legacy_id}`);
    }
  }
  if (written.length > 0) strapi.log.info(`[seed] shop: ${written.join(', ')}`);
}
