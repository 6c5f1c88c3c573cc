import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageId } from '@/platform/i18n/messages';
import { z } from '@/platform/security/zodWithoutEval';

const schema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'checkout.code.required' satisfies MessageId)
    .max(64, 'checkout.code.invalid' satisfies MessageId)
    .regex(/^[A-Za-z0-9_-]+$/, 'checkout.code.invalid' satisfies MessageId),
});

/** The discount code field's values. */
export type DiscountCodeValues = z.infer<typeof schema>;

/** Its validation, loaded by DiscountCodeForm on first use (src/domains/visitor-forms/lazyResolver.ts). */
export const resolver = zodResolver(schema);
