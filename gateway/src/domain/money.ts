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
  const totals = new Map<Currency, number>();
  const addTo = ({ currency, amount }: Money, factor: 1 | -1) =>
    totals.set(currency, (totals.get(currency) ?? 0) + factor * toCents(amount));
  a.forEach((entry) => addTo(entry, 1));
  b.forEach((entry) => addTo(entry, sign));
  return sortPriceSet([...totals].map(([currency, cents]) => ({ currency, amount: fromCents(cents) })));
}

// Amounts have at most two decimals (parseAmount and the shop make sure), so sums are exact in integer cents,
// and far cheaper than decimal objects: a 50-line cart adds and subtracts a few hundred of them per request.
const CENTS = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

function toCents(amount: string): number {
  const match = CENTS.exec(amount);
  // Anything else (more decimals, exponents) is rounded to cents the decimal way first.
  if (!match) return toCents(new Big(amount).toFixed(2));
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

function fromCents(cents: number): string {
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
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
