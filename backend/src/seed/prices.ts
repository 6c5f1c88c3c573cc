import type { Price } from './catalogue';

/** Fixed conversion rates from USD, so that seeded prices are stable. */
const RATES: [Price['currency'], number][] = [
  ['USD', 1],
  ['EUR', 0.92],
  ['CAD', 1.37],
];

const round2 = (amount: number) => Math.round(amount * 100) / 100;

/** Price set of a USD price: USD, EUR and CAD entries with two decimals. */
export function toPrices(usd: number): Price[] {
  return RATES.map(([currency, rate]) => ({ currency, amount: round2(usd * rate) }));
}
