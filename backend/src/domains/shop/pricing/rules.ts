import {
  addCents,
  centsOf,
  lineDiscount,
  priceSetOf,
  subtractPriceSets,
  sumPriceSets,
  toBasisPoints,
  type Currency,
} from '@shop/money';
import type { CartItemInput } from './cart-items';
import type { CodeStatus, PricedLine, Totals } from '../../../persistence/orders';
import type { CodeRow, DiagramRow, OfferRow, PriceRow } from '../../../persistence/pricing/rows';

/** The pure rules of cart pricing: what a code and a special offer take off a line, and the cart's totals. */

export interface CodeResult {
  status: CodeStatus;
  /** As stored when the code is known and valid or expired, else as sent. */
  code: string;
  row?: CodeRow;
}

/** A code is unknown when missing, inactive or not yet valid; expired after `valid_until`; else applied. */
export function codeResult(code: string, row: CodeRow | null, now: Date): CodeResult {
  if (!row || row.active === false || (row.valid_from && row.valid_from > now)) return { status: 'unknown', code };
  if (row.valid_until && row.valid_until < now) return { status: 'expired', code: row.code };
  return { status: 'applied', code: row.code, row };
}

/** An offer applies to its own diagram while one of its qualifying diagrams (another one) is in the cart. */
export function offerApplies(
  offer: OfferRow | null | undefined,
  diagramId: number,
  inCart: ReadonlySet<number>,
): offer is OfferRow {
  return (
    !!offer &&
    offer.diagram === diagramId &&
    offer.diagrams_qualified.some((qualified) => qualified !== diagramId && inCart.has(qualified))
  );
}

const centsOfRows = (rows: PriceRow[]) => centsOf(rows as { currency: Currency; amount: number }[]);

/**
 * One priced line: the code's and the offer's percentages add up, the code's fixed amount in each currency is
 * added, and the discount never exceeds the price (@shop/money's lineDiscount).
 */
export function priceLine(
  item: CartItemInput,
  diagram: DiagramRow,
  code: CodeResult | null,
  offer: OfferRow | null | undefined,
  inCart: ReadonlySet<number>,
): PricedLine {
  const prices = centsOfRows(diagram.prices);
  const appliedCode = code?.status === 'applied' ? code.row! : null;
  const appliedOffer = offerApplies(offer, item.diagram_id, inCart) ? offer : null;
  const basisPoints =
    (appliedCode ? toBasisPoints(appliedCode.percent_off ?? 0) : 0) +
    (appliedOffer ? toBasisPoints(appliedOffer.percent_off) : 0);
  const discounts = lineDiscount(prices, basisPoints, appliedCode ? centsOfRows(appliedCode.amount_off) : new Map());
  return {
    diagram_id: item.diagram_id,
    license_id: item.license_id,
    code: code ? code.code : null,
    code_status: code ? code.status : null,
    special_offer_id: appliedOffer ? appliedOffer.legacy_id : null,
    title: diagram.title,
    url: diagram.url,
    prices: priceSetOf(prices),
    discounts: priceSetOf(discounts),
    final_prices: priceSetOf(addCents(prices, discounts, -1)),
  };
}

/** Price sets of the whole cart: prices, discounts and what is paid (subtotal), per currency. */
export function totalsOf(lines: PricedLine[]): Totals {
  const price = sumPriceSets(lines.map((line) => line.prices));
  const discount = sumPriceSets(lines.map((line) => line.discounts));
  return { price, discount, subtotal: subtractPriceSets(price, discount) };
}
