import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { readSeedOptions } from '../env/seed-options';

const DISCOUNT_CODE = 'api::discount-code.discount-code';
const SPECIAL_OFFER = 'api::special-offer.special-offer';
const DIAGRAM = 'api::diagram.diagram';
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

const documentId = () =>
  crypto
    .randomBytes(18)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, 'x');
const timestamps = () => ({ createdAt: BASE_DATE, updatedAt: BASE_DATE, publishedAt: BASE_DATE });

/**
 * Seeds the demo discount codes and special offers; idempotent: each is written only when no entry with
 * its code or legacy id exists, so staff edits in the admin are kept.
 */
export async function seedShop(strapi: Core.Strapi): Promise<void> {
  if (!readSeedOptions().enabled) return;
  const codes = strapi.db.query(DISCOUNT_CODE);
  const offers = strapi.db.query(SPECIAL_OFFER);
  const written: string[] = [];

  for (const code of CODES) {
    if (await codes.findOne({ where: { code: { $eqi: code.code } }, select: ['id'] })) continue;
    await codes.create({ data: { ...code, documentId: documentId(), ...timestamps() } });
    written.push(code.code);
  }

  const existing = new Set(
    ((await offers.findMany({ select: ['legacy_id'] })) as { legacy_id: number }[]).map((offer) => offer.legacy_id),
  );
  const missing = OFFERS.filter((offer) => !existing.has(offer.legacy_id));
  if (missing.length > 0) {
    const diagrams = (await strapi.db.query(DIAGRAM).findMany({
      where: { locale: 'en', price: { $gt: 0 } },
      select: ['id', 'legacy_id'],
      orderBy: { legacy_id: 'asc' },
      limit: 5,
    })) as { id: number; legacy_id: number }[];
    if (diagrams.length < 5) return void strapi.log.warn('[seed] special offers skipped: fewer than 5 paid diagrams');
    for (const offer of missing) {
      await offers.create({
        data: {
          legacy_id: offer.legacy_id,
          percent_off: offer.percent_off,
          diagram: diagrams[offer.diagram].id,
          diagrams_qualified: offer.qualified.map((position) => diagrams[position].id),
          documentId: documentId(),
          ...timestamps(),
        },
      });
      written.push(`special offer ${offer.legacy_id}`);
    }
  }
  if (written.length > 0) strapi.log.info(`[seed] shop: ${written.join(', ')}`);
}
