import type { Card } from '../../payments/provider';
import { ShopError } from '../../http/errors';
import { hasControlCharacters, isObject } from '../../http/request-values';

const digitsOrText = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The card of a payment request as sent, normalised but not yet checked (number without spaces and dashes). */
export function normalizeCard(value: unknown): Card {
  const card = isObject(value) ? value : {};
  return {
    number: digitsOrText(card.number).replace(/[\s-]/g, ''),
    exp_month: Number(card.exp_month),
    exp_year: Number(card.exp_year),
    cvc: digitsOrText(card.cvc).trim(),
    name: typeof card.name === 'string' ? card.name.trim() : '',
  };
}

/** Checks a normalised card; 400 `invalid_card` with field errors when something is wrong. */
export function validateCard(card: Card, now: Date): Card {
  const errors: Record<string, string[]> = {};
  const { number, exp_month: month, exp_year: year, cvc, name } = card;
  if (!/^\d{12,19}$/.test(number)) errors.number = ['Your card number is invalid.'];
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.exp_month = ['Invalid expiry month.'];
  if (!Number.isInteger(year) || year < 2000 || year > 2100) errors.exp_year = ['Invalid expiry year.'];
  else if (
    !errors.exp_month &&
    (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
  ) {
    errors.exp_year = ['Your card has expired.'];
  }
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = ['Your card security code is invalid.'];
  if (!name) errors.name = ['This field is required.'];
  else if (hasControlCharacters(name)) errors.name = ['Must not contain control characters.'];
  const fields = Object.keys(errors);
  if (fields.length > 0)
    throw new ShopError(400, { error: errors[fields[0]][0], code: 'invalid_card', errors: { card: errors } });
  return card;
}
