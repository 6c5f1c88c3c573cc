import { percentOf } from './amount';
import type { Cents } from './price-set';

/**
 * A line's discount per currency of its prices: `basisPoints` of the price (percentages of a code and an
 * offer add up, at most 100 %) plus the fixed amount in that currency, never below 0 nor above the price.
 */
export function lineDiscount(prices: Cents, basisPoints: number, fixed: Cents): Cents {
  const percent = Math.min(Math.max(basisPoints, 0), 10_000);
  const discounts: Cents = new Map();
  for (const [currency, price] of prices) {
    const discount = percentOf(price, percent) + (fixed.get(currency) ?? 0);
    discounts.set(currency, Math.max(0, Math.min(price, discount)));
  }
  return discounts;
}
