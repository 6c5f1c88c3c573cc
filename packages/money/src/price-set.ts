import { formatCents, toCents } from './amount';
import { CURRENCIES, type Currency } from './currency';

/** An amount in one currency: a decimal string with two decimals ("19.00"), never a float. */
export interface Money {
  currency: Currency;
  amount: string;
}

/** Spec §3: a list of amounts, at most one per currency. */
export type PriceSet = readonly Money[];

/** A price set as integer cents per currency, for arithmetic. */
export type Cents = Map<Currency, number>;

/** Cents per currency of a set whose amounts are decimal strings or numbers; repeated currencies add up. */
export function centsOf(set: readonly { currency: Currency; amount: number | string }[] | null | undefined): Cents {
  const cents: Cents = new Map();
  for (const { currency, amount } of set ?? []) cents.set(currency, (cents.get(currency) ?? 0) + toCents(amount));
  return cents;
}

/** USD first, then the order of CURRENCIES, so every price set reads the same way. */
export function sortPriceSet(set: PriceSet): Money[] {
  return [...set].sort((a, b) => CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency));
}

/** Back to a price set of two-decimal strings, USD first. */
export function priceSetOf(cents: Cents): Money[] {
  return sortPriceSet([...cents].map(([currency, amount]) => ({ currency, amount: formatCents(amount) })));
}

/** Spec §3: per currency, a currency missing on one side counting as 0. */
export function addCents(a: Cents, b: Cents, sign: 1 | -1 = 1): Cents {
  const result: Cents = new Map(a);
  for (const [currency, cents] of b) result.set(currency, (result.get(currency) ?? 0) + sign * cents);
  return result;
}

export function addPriceSets(a: PriceSet, b: PriceSet): Money[] {
  return priceSetOf(addCents(centsOf(a), centsOf(b)));
}

export function subtractPriceSets(a: PriceSet, b: PriceSet): Money[] {
  return priceSetOf(addCents(centsOf(a), centsOf(b), -1));
}

/** The sum of many price sets, per currency. */
export function sumPriceSets(sets: readonly PriceSet[]): Money[] {
  return priceSetOf(sets.reduce<Cents>((sum, set) => addCents(sum, centsOf(set)), new Map()));
}

/** Spec §4: a discount counts only when some amount of it is above 0. */
export function hasPositiveAmount(set: PriceSet): boolean {
  return set.some(({ amount }) => toCents(amount) > 0);
}
