import { z } from '@/security/zodWithoutEval';
import type { MessageId } from '@/i18n/messages';

const message = (id: MessageId) => id;

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

/** The card form; `now` is injectable for tests. */
export function cardSchema(now: () => Date = () => new Date()) {
  return z.object({
    number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((digits) => digits.length > 0, message('checkout.payment.number.required'))
      .refine(
        (digits) => digits.length === 0 || (/^\d{12,19}$/.test(digits) && luhnValid(digits)),
        message('checkout.payment.number.invalid'),
      ),
    expiry: z
      .string()
      .refine((value) => value.trim().length > 0, message('checkout.payment.expiry.required'))
      .refine(
        (value) => value.trim().length === 0 || parseExpiry(value) !== null,
        message('checkout.payment.expiry.invalid'),
      )
      .refine((value) => {
        const expiry = parseExpiry(value);
        if (!expiry) return true;
        const today = now();
        return (
          expiry.year > today.getFullYear() ||
          (expiry.year === today.getFullYear() && expiry.month >= today.getMonth() + 1)
        );
      }, message('checkout.payment.expiry.past')),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, message('checkout.payment.cvc.invalid')),
    name: z
      .string()
      .trim()
      .min(1, message('checkout.payment.name.required'))
      .max(200, message('checkout.payment.name.required')),
  });
}

export type CardFormValues = z.input<ReturnType<typeof cardSchema>>;
export type CardValues = z.output<ReturnType<typeof cardSchema>>;

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
