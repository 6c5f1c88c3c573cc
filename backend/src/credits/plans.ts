import type { Core } from '@strapi/strapi';
import { centsOf, type Currency, displayPrice, type Money, priceSetOf } from '@shop/money';
import { DEFAULT_LOCALE, type Locale } from '../locales';
import { textsIn } from './localized-texts';
import { VISIBLE_PLAN } from '../middlewares/visible-plans';
import { ShopError } from '../http/errors';
import { isDocumentId } from '../http/request-values';

const PLAN = 'api::plan.plan';

export interface PlanRow {
  legacy_id: number;
  name: string;
  credits: number | null;
  bonus: number | null;
  payment_cycle_months: number | null;
  credits_expiration_days: number | null;
  prices: { currency: Currency; amount: number | string }[];
}

const unknownPlan = () => new ShopError(404, { error: 'This plan does not exist.', code: 'unknown_plan' });

/** A plan one may subscribe to, by legacy id (a number or its digits) or documentId; hidden ones are unknown. */
export async function subscribablePlan(strapi: Core.Strapi, planId: unknown): Promise<PlanRow> {
  const legacyId =
    typeof planId === 'number' || (typeof planId === 'string' && /^\d{1,9}$/.test(planId)) ? Number(planId) : NaN;
  const where = Number.isSafeInteger(legacyId)
    ? { legacy_id: legacyId }
    : isDocumentId(planId)
      ? { documentId: planId }
      : null;
  if (!where) throw unknownPlan();
  const plan = (await strapi.db.query(PLAN).findOne({
    where: { $and: [{ ...where, locale: DEFAULT_LOCALE }, VISIBLE_PLAN] },
    populate: { prices: true },
  })) as PlanRow | null;
  if (!plan?.credits_expiration_days || !plan.payment_cycle_months) throw unknownPlan();
  return plan;
}

/** What a subscription to `plan` costs in `currency` (else in USD, the money module's rule, as for diagrams). */
export const planPrice = (plan: PlanRow, currency: Currency): Money =>
  displayPrice(priceSetOf(centsOf(plan.prices)), currency);

/** Plan names by legacy id in a language, English where a translation is missing (hidden plans included). */
export const planNames = (strapi: Core.Strapi, legacyIds: number[], locale: Locale) =>
  textsIn(strapi, PLAN, 'name', legacyIds, locale);
