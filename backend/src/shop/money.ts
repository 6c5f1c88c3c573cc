/**
 * Money as integer cents: amounts read from the database (numbers or decimal strings) are
 * converted once, all arithmetic is on integers, and amounts leave as two-decimal strings.
 */
export interface Money {
  currency: string;
  amount: string;
}

export type Cents = Map<string, number>;

/** Integer cents of a decimal amount given as number or string ("9", "9.5", "9.99", 9.99). */
export function toCents(amount: number | string | null | undefined): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  const text = typeof amount === 'number' ? amount.toFixed(6) : String(amount).trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new Error(`Not a decimal amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = (fraction + '000').slice(0, 3);
  // Round half up on the third decimal.
  const cents = Number(whole || '0') * 100 + Math.floor((Number(digits) + 5) / 10);
  return sign ? -cents : cents;
}

/** "9.00" for 900. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const value = Math.abs(cents);
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;
}

/** Percentage (e.g. 10 or "12.5") as integer basis points (1000, 1250). */
export function toBasisPoints(percent: number | string | null | undefined): number {
  const bp = toCents(percent);
  return Math.min(Math.max(bp, 0), 10_000);
}

/** `bp` basis points of `cents`, rounded half up. */
export function percentOf(cents: number, bp: number): number {
  return Math.floor((cents * bp + 5_000) / 10_000);
}

export function centsOf(prices: { currency: string; amount: number | string }[] | null | undefined): Cents {
  const result: Cents = new Map();
  for (const price of prices ?? []) result.set(price.currency, (result.get(price.currency) ?? 0) + toCents(price.amount));
  return result;
}

/** Per currency, a missing currency counting as 0. */
export function addCents(a: Cents, b: Cents): Cents {
  const result: Cents = new Map(a);
  for (const [currency, cents] of b) result.set(currency, (result.get(currency) ?? 0) + cents);
  return result;
}

export function subtractCents(a: Cents, b: Cents): Cents {
  const result: Cents = new Map(a);
  for (const [currency, cents] of b) result.set(currency, (result.get(currency) ?? 0) - cents);
  return result;
}

export function toMoney(cents: Cents): Money[] {
  return [...cents].map(([currency, amount]) => ({ currency, amount: formatCents(amount) }));
}

export function fromMoney(money: Money[]): Cents {
  return centsOf(money);
}
