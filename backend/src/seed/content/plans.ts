import type { Localized } from '../../locales';
import copy from './plans.json';

export interface PlanDefinition {
  legacyId: number;
  name: Localized;
  price: number;
  credits: number;
  paymentCycleMonths: number;
  bonus: number;
  creditsExpirationDays: number;
  /** A plan no longer offered: never listed nor subscribable (existing subscriptions keep it). */
  hidden?: boolean;
}

/** Credit-based subscription plans, monthly and yearly. Prices in USD. */
export const PLANS: PlanDefinition[] = copy.PLANS;
