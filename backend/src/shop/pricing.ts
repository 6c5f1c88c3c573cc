import type { Core } from '@strapi/strapi';
import { badRequest } from './errors';
import {
  addCents, centsOf, percentOf, subtractCents, toBasisPoints, toMoney,
  type Cents, type Money,
} from './money';

const DIAGRAM = 'api::diagram.diagram';
const DISCOUNT_CODE = 'api::discount-code.discount-code';
const SPECIAL_OFFER = 'api::special-offer.special-offer';

/** The only licence sold (spec section 9: 'Single user'). */
export const SINGLE_USER_LICENSE = 1;
const MAX_ITEMS = 200;
const MAX_CODE_LENGTH = 64;

export interface CartItemInput {
  diagram_id: number;
  license_id: number;
  code: string | null;
  special_offer_id: number | null;
}

export type CodeStatus = 'applied' | 'unknown' | 'expired';

export interface PricedLine {
  diagram_id: number;
  license_id: number;
  code: string | null;
  code_status: CodeStatus | null;
  special_offer_id: number | null;
  title: string;
  url: string;
  prices: Money[];
  discounts: Money[];
  final_prices: Money[];
}

export interface Totals {
  price: Money[];
  discount: Money[];
  subtotal: Money[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function optionalId(value: unknown, field: string, index: number): number | null {
  if (value === undefined || value === null || value === '') return null;
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw badRequest(`Item ${index}: ${field} must be a positive integer`);
  return id;
}

/** Parses the cart items of a request; anything else in an item (prices in particular) is ignored. */
export function parseCartItems(body: unknown, defaultCode: string | null = null): CartItemInput[] {
  if (!Array.isArray(body)) throw badRequest('Expected a list of cart items');
  if (body.length === 0) throw badRequest('The cart is empty');
  if (body.length > MAX_ITEMS) throw badRequest(`At most ${MAX_ITEMS} items can be priced at once`);
  return body.map((item, index) => {
    if (!isObject(item)) throw badRequest(`Item ${index} must be an object`);
    const diagramId = optionalId(item.diagram_id, 'diagram_id', index);
    if (diagramId === null) throw badRequest(`Item ${index}: diagram_id is required`);
    const licenseId = optionalId(item.license_id, 'license_id', index) ?? SINGLE_USER_LICENSE;
    if (licenseId !== SINGLE_USER_LICENSE) throw badRequest(`Unknown license ${licenseId}`);
    return {
      diagram_id: diagramId,
      license_id: licenseId,
      code: parseCode(item.code === undefined ? defaultCode : item.code, index),
      special_offer_id: optionalId(item.special_offer_id, 'special_offer_id', index),
    };
  });
}

export function parseCode(value: unknown, index?: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`${index === undefined ? '' : `Item ${index}: `}code must be a string`);
  const code = value.trim();
  if (code.length > MAX_CODE_LENGTH) throw badRequest('The discount code is too long');
  return code || null;
}

interface DiagramRow {
  legacy_id: number;
  title: string;
  url: string;
  prices: { currency: string; amount: number | string }[];
}

interface CodeRow {
  code: string;
  percent_off: number | string | null;
  amount_off: { currency: string; amount: number | string }[] | null;
  valid_from: string | null;
  valid_until: string | null;
  active: boolean | null;
}

interface OfferRow {
  legacy_id: number;
  percent_off: number | string;
  diagram: { legacy_id: number } | null;
  diagrams_qualified: { legacy_id: number }[] | null;
}

interface CodeResult {
  status: CodeStatus;
  code: string;
  row?: CodeRow;
}

async function lookUpCodes(strapi: Core.Strapi, codes: string[], now: Date): Promise<Map<string, CodeResult>> {
  const results = new Map<string, CodeResult>();
  for (const code of new Set(codes)) {
    const row = (await strapi.db.query(DISCOUNT_CODE).findOne({
      where: { code: { $eqi: code } },
      populate: { amount_off: true },
    })) as CodeRow | null;
    const key = code.toLowerCase();
    if (!row || row.active === false || (row.valid_from && new Date(row.valid_from) > now)) {
      results.set(key, { status: 'unknown', code });
    } else if (row.valid_until && new Date(row.valid_until) < now) {
      results.set(key, { status: 'expired', code: row.code });
    } else {
      results.set(key, { status: 'applied', code: row.code, row });
    }
  }
  return results;
}

/**
 * Prices cart items from the database only: each line's prices, the discount of its code and of its special
 * offer (percentages add up, the discount never exceeds the price) and the final prices, per currency.
 */
export async function priceItems(strapi: Core.Strapi, items: CartItemInput[], now = new Date()): Promise<PricedLine[]> {
  const diagramIds = [...new Set(items.map((item) => item.diagram_id))];
  const diagrams = (await strapi.db.query(DIAGRAM).findMany({
    where: { legacy_id: { $in: diagramIds }, locale: 'en' },
    select: ['legacy_id', 'title', 'url'],
    populate: { prices: true },
  })) as DiagramRow[];
  const diagramById = new Map(diagrams.map((diagram) => [diagram.legacy_id, diagram]));
  const unknown = diagramIds.find((id) => !diagramById.has(id));
  if (unknown !== undefined) throw badRequest(`Unknown diagram ${unknown}`);

  const codes = await lookUpCodes(strapi, items.flatMap((item) => (item.code ? [item.code] : [])), now);

  const offerIds = [...new Set(items.flatMap((item) => (item.special_offer_id ? [item.special_offer_id] : [])))];
  const offers = offerIds.length
    ? ((await strapi.db.query(SPECIAL_OFFER).findMany({
        where: { legacy_id: { $in: offerIds } },
        select: ['legacy_id', 'percent_off'],
        populate: { diagram: { select: ['legacy_id'] }, diagrams_qualified: { select: ['legacy_id'] } },
      })) as OfferRow[])
    : [];
  const offerById = new Map(offers.map((offer) => [offer.legacy_id, offer]));
  const inCart = new Set(diagramIds);

  return items.map((item): PricedLine => {
    const diagram = diagramById.get(item.diagram_id)!;
    const prices = centsOf(diagram.prices);
    const code = item.code ? codes.get(item.code.toLowerCase())! : null;

    const offer = item.special_offer_id ? offerById.get(item.special_offer_id) : undefined;
    const offerApplies =
      !!offer &&
      offer.diagram?.legacy_id === item.diagram_id &&
      (offer.diagrams_qualified ?? []).some((qualified) => qualified.legacy_id !== item.diagram_id && inCart.has(qualified.legacy_id));

    let percent = 0;
    if (code?.status === 'applied') percent += toBasisPoints(code.row!.percent_off);
    if (offerApplies) percent += toBasisPoints(offer!.percent_off);
    const fixed = code?.status === 'applied' ? centsOf(code.row!.amount_off) : new Map<string, number>();

    const discounts: Cents = new Map();
    for (const [currency, cents] of prices) {
      const discount = percentOf(cents, Math.min(percent, 10_000)) + (fixed.get(currency) ?? 0);
      discounts.set(currency, Math.max(0, Math.min(cents, discount)));
    }
    return {
      diagram_id: item.diagram_id,
      license_id: item.license_id,
      code: code ? code.code : null,
      code_status: code ? code.status : null,
      special_offer_id: offerApplies ? offer!.legacy_id : null,
      title: diagram.title,
      url: diagram.url,
      prices: toMoney(prices),
      discounts: toMoney(discounts),
      final_prices: toMoney(subtractCents(prices, discounts)),
    };
  });
}

/** Price sets of the whole cart: prices, discounts and what is paid (subtotal), per currency. */
export function totalsOf(lines: PricedLine[]): Totals {
  let price: Cents = new Map();
  let discount: Cents = new Map();
  for (const line of lines) {
    price = addCents(price, centsOf(line.prices));
    discount = addCents(discount, centsOf(line.discounts));
  }
  return { price: toMoney(price), discount: toMoney(discount), subtotal: toMoney(subtractCents(price, discount)) };
}
