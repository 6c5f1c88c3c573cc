import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@/platform/security/zodWithoutEval';
import type { MessageId } from '@/platform/i18n/messages';
import { COUNTRY_CODES } from './countries';

const message = (id: MessageId) => id;

/** The customer's data (checkout data step); error messages are message ids, translated when shown. */
export const customerSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, message('checkout.data.email.required'))
    .max(254, message('checkout.data.email.invalid'))
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message('checkout.data.email.invalid')),
  name: z
    .string()
    .trim()
    .min(1, message('checkout.data.name.required'))
    .max(200, message('checkout.data.name.tooLong')),
  country: z.string().refine((code) => COUNTRY_CODES.includes(code), message('checkout.data.country.required')),
  company: z.string().trim().max(200, message('checkout.data.company.tooLong')),
  vatId: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9][A-Za-z0-9 .-]{1,19})?$/, message('checkout.data.vatId.invalid')),
});

export type CustomerValues = z.infer<typeof customerSchema>;

/** Its validation, loaded by CustomerForm on first use (src/domains/visitor-forms/lazyResolver.ts). */
export const resolver = zodResolver(customerSchema);
