import type { Core } from '@strapi/strapi';
import { centsOf, type Currency, displayPrice, type Money, priceSetOf } from '@shop/money';
import { type PlanRow, visiblePlan } from '../../persistence/plans';
import { ShopError } from '../../http/errors';
import { isDocumentId } from '../../http/request-values';

const unknownPlan = () => new ShopError(404, { error: 'This plan does not exist.', code: 'unknown_plan' });

/** A plan one may subscribe to, by legacy id (a number or its digits) or documentId; hidden ones are unknown. */
export async function subscribablePlan(strapi: Core.Strapi, planId: unknown): Promise<PlanRow> {
  const legacyId =
    typeof planId === 'number' || (typeof planId === 'string' && /^\d{1,9}$/.test(planId)) ? Number(planId) : NaN;
  const by = Number.isSafeInteger(legacyId)
    ? { legacy_id: legacyId }
    : isDocumentId(planId)
      ? { documentId: planId }
      : null;
  if (!by) throw unknownPlan();
  const plan = await visiblePlan(strapi, by);
  if (!plan?.credits_expiration_days || !plan.payment_cycle_months) throw unknownPlan();
  return plan;
}

/** What a subscription to `plan` costs in `currency` (else in USD, the money module's rule, as for diagrams). */
export const planPrice = (plan: PlanRow, currency: Currency): Money =>
  displayPrice(priceSetOf(centsOf(plan.prices)), currency);
