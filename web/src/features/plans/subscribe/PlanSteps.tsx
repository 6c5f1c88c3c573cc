import { CheckoutSteps } from '@/features/checkout/steps/CheckoutSteps';
import type { AppLocale } from '@/platform/i18n/locales';

const PLAN_STEPS = [
  { id: 'order', label: 'plans.steps.order' },
  { id: 'data', label: 'plans.steps.data' },
  { id: 'payment', label: 'plans.steps.payment' },
  { id: 'welcome', label: 'plans.steps.welcome' },
] as const;

/** Where the visitor is in the plan checkout (spec §4): plan, account, payment, welcome. */
export function PlanSteps({ locale, current }: { locale: AppLocale; current: (typeof PLAN_STEPS)[number]['id'] }) {
  return <CheckoutSteps locale={locale} current={current} steps={PLAN_STEPS} />;
}
