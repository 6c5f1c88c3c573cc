import { z } from 'zod';

/** An ISO date the shop sends, as a Date. */
export const shopDate = z.string().transform((value) => new Date(value));

/** An ISO date or null/absent, as a Date or null. */
export const optionalShopDate = shopDate.nullish().transform((value) => value ?? null);
