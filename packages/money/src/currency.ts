/** Currencies a price may be in (the backend's price component). USD is the base currency (spec §3). */
export const CURRENCIES = ['USD', 'EUR', 'CAD', 'GBP'] as const;

export type Currency = (typeof CURRENCIES)[number];

export const BASE_CURRENCY: Currency = 'USD';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
