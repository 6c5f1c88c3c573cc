import { BASE_CURRENCY, type Currency } from './currency';
import type { Money, PriceSet } from './price-set';

const zero = (currency: Currency): Money => ({ currency, amount: '0.00' });

/**
 * Spec §9's display price: the amount in `currency` if the set has one; else the USD amount (0 if none);
 * an empty set shows 0 in `currency`.
 */
export function displayPrice(set: PriceSet, currency: Currency): Money {
  if (set.length === 0) return zero(currency);
  return (
    set.find((entry) => entry.currency === currency) ??
    set.find((entry) => entry.currency === BASE_CURRENCY) ??
    zero(BASE_CURRENCY)
  );
}

/**
 * The one currency a cart is shown, ordered and charged in: the visitor's currency when every line has a price
 * in it, else the base currency (a cart never mixes currencies, so its total is what the visitor pays).
 */
export function cartCurrency(lines: readonly PriceSet[], wanted: Currency): Currency {
  return lines.every((set) => set.some((entry) => entry.currency === wanted)) ? wanted : BASE_CURRENCY;
}
