import Big from 'big.js';

/** Currencies a price set may hold (the backend's price component). USD is the base currency (spec §3). */
export const CURRENCIES = ['USD', 'EUR', 'CAD', 'GBP'] as const;

export type Currency = (typeof CURRENCIES)[number];

export const BASE_CURRENCY: Currency = 'USD';

/** An amount in one currency: a decimal string with two decimals ("19.00"), never a float. */
export interface Money {
  currency: Currency;
  amount: string;
}

/** Spec §3: a list of amounts, at most one per currency. */
export type PriceSet = readonly Money[];

/** `19`, `"19.5"` → `"19.50"`; undefined for anything that is not a finite decimal. */
export function parseAmount(value: number | string): string | undefined {
  try {
    return new Big(value).toFixed(2);
  } catch {
    return undefined;
  }
}

/** USD first, then the order of CURRENCIES, so every price set reads the same way. */
export function sortPriceSet(set: PriceSet): Money[] {
  return [...set].sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

/** Spec §3: per currency, a currency missing on one side counting as 0. Decimal arithmetic, no float drift. */
export function addPriceSets(a: PriceSet, b: PriceSet): Money[] {
  return combine(a, b, 1);
}

export function subtractPriceSets(a: PriceSet, b: PriceSet): Money[] {
  return combine(a, b, -1);
}

function combine(a: PriceSet, b: PriceSet, sign: 1 | -1): Money[] {
  const totals = new Map<Currency, Big>();
  const addTo = ({ currency, amount }: Money, factor: 1 | -1) =>
    totals.set(currency, (totals.get(currency) ?? new Big(0)).plus(new Big(amount).times(factor)));
  a.forEach((entry) => addTo(entry, 1));
  b.forEach((entry) => addTo(entry, sign));
  return sortPriceSet([...totals].map(([currency, total]) => ({ currency, amount: total.toFixed(2) })));
}

/**
 * Spec §9's display price: the amount in `currency` if the set has one; else the USD amount (0 if none);
 * an empty set shows 0 in `currency`.
 */
export function displayPrice(set: PriceSet, currency: Currency): Money {
  const zero = (zeroCurrency: Currency): Money => ({ currency: zeroCurrency, amount: '0.00' });
  if (set.length === 0) return zero(currency);
  return (
    set.find((entry) => entry.currency === currency) ??
    set.find((entry) => entry.currency === BASE_CURRENCY) ??
    zero(BASE_CURRENCY)
  );
}
