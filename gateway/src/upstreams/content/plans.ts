import { z } from 'zod';
import { LOCALES, type Locale } from '../../domain/locales';
import type { Plan } from '../../domain/plan';
import type { ContentClient } from './client';
import { findAll } from './fetch-all';
import { strapiPrices } from './fields';

const FIELDS = [
  'legacy_id',
  'name',
  'locale',
  'credits',
  'bonus',
  'payment_cycle_months',
  'credits_expiration_days',
  'hidden',
];

const count = z
  .number()
  .int()
  .nullish()
  .transform((value) => value ?? 0);

const strapiPlan = z
  .object({
    documentId: z.string(),
    legacy_id: z.number().int().nullable(),
    name: z.string().nullable(),
    locale: z.enum(LOCALES),
    prices: strapiPrices.optional(),
    credits: count,
    bonus: count,
    payment_cycle_months: count,
    credits_expiration_days: count,
    hidden: z.boolean().nullish(),
  })
  .transform(
    (entry): Plan => ({
      id: entry.documentId,
      legacyId: entry.legacy_id ?? 0,
      name: entry.name ?? '',
      locale: entry.locale,
      prices: entry.prices ?? [],
      credits: entry.credits,
      bonus: entry.bonus,
      paymentCycleMonths: entry.payment_cycle_months,
      creditsExpirationDays: entry.credits_expiration_days,
      hidden: entry.hidden ?? false,
    }),
  );

/** Every plan of a locale, hidden ones included (the domain decides what is shown), with its price set. */
export function fetchPlans(client: ContentClient, locale: Locale): Promise<Plan[]> {
  return findAll(client, 'plans', { locale, fields: FIELDS, sort: ['legacy_id:asc'] }, strapiPlan, 'plans');
}
