import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import type { PlanState } from './planState';

/** The plan checkout's pages, below the locale prefix. */
export const PLAN_PATHS = {
  plans: '/subscription/',
  order: '/checkout/plan/order/',
  data: '/checkout/plan/data/',
  payment: '/checkout/plan/payment/',
  welcome: '/checkout/plan/welcome/',
} as const;

/** /checkout/plan/order/?plan={legacyId} in `locale`: where a plan's choose button leads. */
export function planOrderPath(locale: AppLocale, legacyId: number): string {
  return `${localePath(locale, PLAN_PATHS.order)}?plan=${legacyId}`;
}

export type PlanPath = (typeof PLAN_PATHS)[keyof typeof PLAN_PATHS];

/**
 * Where a plan checkout step sends the visitor instead, or null to stay (spec §2):
 * payment with no plan → /subscription; plan but no subscription → data; welcome with no
 * subscription → data; a status other than 'active' → payment. Like the diagrams' checkout sends a
 * paid order to its downloads, payment for an active subscription goes on to welcome.
 */
export function planGuard(
  step: 'payment' | 'welcome',
  { plan, subscription }: Pick<PlanState, 'plan' | 'subscription'>,
  /** Back from the payment provider's page (`?paying=1`): a pending subscription waits on welcome for its confirmation. */
  paying = false,
): PlanPath | null {
  if (step === 'payment') {
    if (!plan) return PLAN_PATHS.plans;
    if (!subscription) return PLAN_PATHS.data;
    return subscription.status === 'active' ? PLAN_PATHS.welcome : null;
  }
  if (!subscription) return PLAN_PATHS.data;
  if (paying && subscription.status === 'pending') return null;
  return subscription.status === 'active' ? null : PLAN_PATHS.payment;
}
