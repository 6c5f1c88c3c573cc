import type { MessageId } from '@/platform/i18n/messages';
import { z } from '@/platform/security/zodWithoutEval';

/** The limits the gateway and the backend enforce too (contract §1, §2). */
export const LIMITS = { freeSampleMessage: 2000, contactMessage: 5000, name: 200, email: 254 } as const;

const message = (id: MessageId) => id;

/** Spec §5: 'Email is required', then a standard email pattern, else 'Email is invalid'. */
const email = z
  .string()
  .trim()
  // An empty address is only "required", not also "invalid".
  .min(1, { message: message('newsletter.error.emailRequired'), abort: true })
  .max(LIMITS.email, message('newsletter.error.emailInvalid'))
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, message('newsletter.error.emailInvalid'));

/** Spec §5: 'This field is required'; over the limit, the field is too long. */
const text = (max: number) =>
  z.string().trim().min(1, message('newsletter.error.required')).max(max, message('newsletter.error.tooLong'));

/** Spec §5: 'You must agree to terms to continue'. */
const agreement = z.boolean().refine((ticked) => ticked, message('newsletter.error.terms'));

/**
 * The footer's newsletter form (spec §3: email, message, the agreement checkbox). Spec §5: the message is
 * required "once email typed"; before, its field is hidden, and an error on it would be heard by nobody.
 */
export const freeSampleSchema = z
  .object({
    email,
    message: z.string().trim().max(LIMITS.freeSampleMessage, message('newsletter.error.tooLong')),
    agreement,
  })
  .refine((values) => values.message !== '' || typeof values.email !== 'string' || values.email.trim() === '', {
    path: ['message'],
    message: message('newsletter.error.required'),
    // Also when the address is still invalid: the field shows as soon as anything is typed.
    when: () => true,
  });
export type FreeSampleValues = z.infer<typeof freeSampleSchema>;

/** The /contact form. */
export const contactSchema = z.object({
  name: text(LIMITS.name),
  email,
  message: text(LIMITS.contactMessage),
  agreement,
});
export type ContactValues = z.infer<typeof contactSchema>;
