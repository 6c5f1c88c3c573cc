import { BASE_CURRENCY, type Money, displayPrice, toCents } from '@shop/money';
import { isDocumentId } from './keys';
import type { Locale } from './locales';

/** A credit plan (spec §3) in one locale, as the content backend holds it. */
export interface Plan {
  /** Shared by every locale (Strapi's documentId). */
  id: string;
  legacyId: number;
  name: string;
  locale: Locale;
  /** The price set, USD first. */
  prices: Money[];
  credits: number;
  bonus: number;
  paymentCycleMonths: number;
  creditsExpirationDays: number;
  /** Kept for existing subscriptions only: never listed, resolved or subscribable. */
  hidden: boolean;
}

const basePriceCents = (plan: Plan) => toCents(displayPrice(plan.prices, BASE_CURRENCY).amount);

/**
 * A plan the shop takes a subscription to: not hidden, and complete as the backend requires (plans.ts
 * subscribablePlan); a plan whose content lacks its cycle, expiry or legacy id (read as 0) is neither listed nor
 * resolved, so no visitor gets to a plan the shop then refuses.
 */
const subscribable = (plan: Plan) =>
  !plan.hidden && plan.legacyId > 0 && plan.paymentCycleMonths > 0 && plan.creditsExpirationDays > 0;

/** The plans a visitor may choose: subscribable ones, cheapest monthly first (cycle, then USD price, then legacy id). */
export function visiblePlans(plans: readonly Plan[]): Plan[] {
  return plans
    .filter(subscribable)
    .sort(
      (a, b) =>
        a.paymentCycleMonths - b.paymentCycleMonths || basePriceCents(a) - basePriceCents(b) || a.legacyId - b.legacyId,
    );
}

/** A legacy id is digits only; anything else is a documentId. */
const LEGACY_ID = /^\d{1,9}$/;

/** The subscribable plan with this documentId or legacy id (digits); null when unknown, hidden or incomplete. */
export function findPlan(plans: readonly Plan[], id: string): Plan | null {
  const wanted = id.trim();
  const matches = LEGACY_ID.test(wanted)
    ? (plan: Plan) => plan.legacyId === Number(wanted)
    : (plan: Plan) => plan.id === wanted;
  return plans.find((plan) => subscribable(plan) && matches(plan)) ?? null;
}

/** What POST subscriptions takes as plan_id: the legacy id as a number, a documentId as it is; null for neither. */
export function planIdForShop(id: string): number | string | null {
  const wanted = id.trim();
  if (LEGACY_ID.test(wanted)) return Number(wanted);
  return isDocumentId(wanted) ? wanted : null;
}
