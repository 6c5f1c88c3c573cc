import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@/platform/security/zodWithoutEval';
import { luhnValid, parseExpiry } from './cardRules';
import type { MessageId } from '@/platform/i18n/messages';

const message = (id: MessageId) => id;

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

/** Its validation, loaded by CardForm on first use (src/domains/visitor-forms/lazyResolver.ts). */
export const resolver = zodResolver(cardSchema());
