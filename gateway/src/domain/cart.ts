import {
  type Currency,
  type Money,
  type PriceSet,
  addPriceSets,
  cartCurrency,
  hasPositiveAmount,
  sortPriceSet,
  subtractPriceSets,
  sumPriceSets,
} from '@shop/money';
import { InputError } from './errors';

/** Spec §9: the only licence, and the default one. Changing a line's licence is not implemented (spec §4). */
export const DEFAULT_LICENSE_ID = 1;

const LICENSES: Readonly<Record<number, string>> = { [DEFAULT_LICENSE_ID]: 'Single user' };

export interface License {
  id: number;
  description: string;
}

/** The licence with this id; undefined for an unknown one. */
export function licenseOf(id: number): License | undefined {
  return Object.hasOwn(LICENSES, id) ? { id, description: LICENSES[id] } : undefined;
}

/** A cart item as the shop takes it (spec §7): legacy diagram id, licence, special offer. Never a price. */
export interface CartItem {
  diagramId: number;
  licenseId: number;
  specialOfferId: number | null;
}

/** More lines than a cart of this shop plausibly holds: refused before any upstream call. */
export const MAX_CART_ITEMS = 200;

/**
 * The items to price: a bounded cart of positive ids and known licences, each diagram once (spec §4: adding
 * a diagram already in the cart does nothing). Changing a line's licence is not implemented (spec §4).
 */
export function validCartItems(
  items: readonly { diagramId: number; licenseId?: number | null; specialOfferId?: number | null }[],
): CartItem[] {
  if (items.length > MAX_CART_ITEMS) {
    throw new InputError('CART_TOO_LARGE', `A cart holds at most ${MAX_CART_ITEMS} items.`, 'items');
  }
  const seen = new Set<number>();
  const valid: CartItem[] = [];
  items.forEach((item, index) => {
    if (!(item.diagramId > 0)) {
      throw new InputError('UNKNOWN_DIAGRAM', `Unknown diagram ${item.diagramId}`, `items.${index}.diagramId`);
    }
    const licenseId = item.licenseId ?? DEFAULT_LICENSE_ID;
    if (!licenseOf(licenseId)) {
      throw new InputError('NOT_IMPLEMENTED', `Not implemented: licence ${licenseId}`, `items.${index}.licenseId`);
    }
    if (seen.has(item.diagramId)) return;
    seen.add(item.diagramId);
    valid.push({ diagramId: item.diagramId, licenseId, specialOfferId: item.specialOfferId ?? null });
  });
  return valid;
}

/** What the shop says of a discount code on a line (spec §7's code_status). */
export const CODE_STATUSES = ['APPLIED', 'UNKNOWN', 'EXPIRED'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

/** One line as the shop priced it (spec §7): its discounts and final prices per currency. */
export interface PricedItem {
  diagramId: number;
  licenseId: number;
  specialOfferId: number | null;
  code: string | null;
  codeStatus: CodeStatus | null;
  discounts: PriceSet;
  finalPrices: PriceSet;
}

/** A cart line (spec §3): price, discount and subtotal as price sets; subtotal = price − discount. */
export interface CartLine {
  diagramId: number;
  license: License;
  specialOfferId: number | null;
  prices: Money[];
  discounts: Money[];
  subtotals: Money[];
}

/** The shop's final price is the price after discounts: the line's price is final + discount, its subtotal the final price. */
export function cartLine(item: PricedItem): CartLine {
  const prices = addPriceSets(item.finalPrices, item.discounts);
  const discounts = sortPriceSet(item.discounts);
  return {
    diagramId: item.diagramId,
    license: licenseOf(item.licenseId) ?? { id: item.licenseId, description: '' },
    specialOfferId: item.specialOfferId,
    prices,
    discounts,
    subtotals: subtractPriceSets(prices, discounts),
  };
}

export interface CartTotals {
  /** The one currency the cart is shown and paid in: the visitor's when every line has it, else USD. */
  currency: Currency;
  /** Sum of the lines' subtotals (spec §4: item prices minus their discounts). */
  totals: Money[];
  /** Sum of the lines' discounts. */
  discountTotals: Money[];
  /** Spec §4: discounts count only when some discount amount is above 0. */
  hasDiscount: boolean;
}

export function cartTotals(lines: readonly CartLine[], wanted: Currency): CartTotals {
  return {
    currency: cartCurrency(
      lines.map((line) => line.prices),
      wanted,
    ),
    totals: sumPriceSets(lines.map((line) => line.subtotals)),
    discountTotals: sumPriceSets(lines.map((line) => line.discounts)),
    hasDiscount: lines.some((line) => hasPositiveAmount(line.discounts)),
  };
}

/**
 * The cart's code status from its lines': applied if it applied to any line, else expired, else unknown;
 * null without a code (or when the shop said nothing of it).
 */
const CODE_STATUS_PRIORITY: readonly CodeStatus[] = ['APPLIED', 'EXPIRED', 'UNKNOWN'];

export function cartCodeStatus(items: readonly PricedItem[]): CodeStatus | null {
  const statuses = new Set(items.map((item) => item.codeStatus));
  return CODE_STATUS_PRIORITY.find((status) => statuses.has(status)) ?? null;
}

/** A discount code as typed: trimmed; blank means none. */
export function normalizeCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
