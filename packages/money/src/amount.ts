/**
 * Decimal amounts as integer cents. Amounts arrive as decimal strings or as the numbers a database driver
 * returns; they are read once into cents, all arithmetic is on integers, and they leave as two-decimal strings.
 * Rounding is half up (away from zero) at the cent, everywhere.
 */

/** Amounts beyond ten trillion are not prices: refusing them keeps every sum a safe integer. */
const MAX_WHOLE_DIGITS = 13;
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

export class AmountError extends Error {
  override name = 'AmountError';
}

/** The decimal text of a number as written ("19.99" for 19.99), without exponent notation. */
function decimalText(value: number): string {
  if (!Number.isFinite(value)) throw new AmountError(`Not a decimal amount: ${value}`);
  const text = String(value);
  return /e/i.test(text) ? value.toFixed(20) : text;
}

/** Integer cents of a decimal amount ("9", "9.5", "9.995", 9.99), rounded half up at the cent. */
export function toCents(value: number | string): number {
  const text = typeof value === 'number' ? decimalText(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) throw new AmountError(`Not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, whole = '', fraction = ''] = match;
  const wholeDigits = whole.replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_WHOLE_DIGITS) throw new AmountError(`Amount out of range: ${JSON.stringify(value)}`);
  const digits = fraction.padEnd(3, '0');
  const cents = Number(wholeDigits || '0') * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** "9.00" for 900, "-0.05" for -5. */
export function formatCents(cents: number): string {
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** A decimal amount as a two-decimal string (19 → "19.00"); undefined for anything that is not one. */
export function parseAmount(value: number | string): string | undefined {
  try {
    return formatCents(toCents(value));
  } catch {
    return undefined;
  }
}

/** A percentage (10, "12.5") as basis points (1000, 1250), held between 0 and 100 %. */
export function toBasisPoints(percent: number | string): number {
  return Math.min(Math.max(toCents(percent), 0), 10_000);
}

/** A percentage as the shop shows it: "20.00", "12.50"; held between 0 and 100. */
export function formatPercent(percent: number | string): string {
  return formatCents(toBasisPoints(percent));
}

/** `basisPoints` of `cents`, rounded half up (away from zero). */
export function percentOf(cents: number, basisPoints: number): number {
  const product = Math.abs(cents) * basisPoints;
  if (!Number.isSafeInteger(product)) throw new AmountError(`Amount out of range: ${cents} cents`);
  const share = Math.floor((product + 5_000) / 10_000);
  return cents < 0 ? -share : share;
}
