import { formatCents, percentOf, toCents } from '@shop/money';
import type { Price } from './catalogue';

/** Fixed conversion rates from USD, in basis points (0.92 is 9,200), so that seeded prices are stable. */
const RATES: [Price['currency'], number][] = [
  ['USD', 10_000],
  ['EUR', 9_200],
  ['CAD', 13_700],
];

/** Price set of a USD price: USD, EUR and CAD entries, converted in cents and rounded half up. */
export function toPrices(usd: number): Price[] {
  const cents = toCents(usd);
  return RATES.map(([currency, rate]) => ({ currency, amount: Number(formatCents(percentOf(cents, rate))) }));
}
