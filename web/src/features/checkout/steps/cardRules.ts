import type { CardValues } from './cardSchema';

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (or MM/YYYY) as month and four-digit year; null when not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** The gateway's CardInput. */
export function cardInput(values: CardValues) {
  const expiry = parseExpiry(values.expiry)!;
  return {
    number: values.number,
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: values.cvc.trim(),
    name: values.name.trim(),
  };
}
