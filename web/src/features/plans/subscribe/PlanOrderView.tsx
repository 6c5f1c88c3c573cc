'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { PlanOfferFragment } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import checkoutStyles from '@/ui/shop.module.css';
import { PLAN_PATHS, planOrderPath } from './planGuard';
import { PlanMessage } from './PlanMessage';
import { planStore, usePlanState } from './planStore';
import styles from './plans.module.css';

/** Stores the plan as the gateway priced it (in the visitor's language and currency) for the checkout. */
export function useChosenPlan(plan: PlanOfferFragment | null | undefined) {
  const { id, legacyId, name } = plan ?? {};
  const { amount, currency } = plan?.price ?? {};
  useEffect(() => {
    if (id && legacyId !== undefined && name && amount && currency)
      planStore.choosePlan({ id, legacyId, name, price: { amount, currency } });
  }, [id, legacyId, name, amount, currency]);
}

/** /checkout/plan/order/?plan=…: the plan the gateway found is stored for the checkout (spec §2). */
export function ChosenPlan({ plan, children }: { plan: PlanOfferFragment; children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  useChosenPlan(plan);
  return (
    <div className={styles.orderStep}>
      {children}
      <div className={styles.actions}>
        <Link className="button" href={localePath(locale, PLAN_PATHS.data)}>
          {intl.formatMessage({ id: 'plans.order.continue' })}
        </Link>
        <Link href={localePath(locale, PLAN_PATHS.plans)}>{intl.formatMessage({ id: 'plans.order.change' })}</Link>
      </div>
    </div>
  );
}

/** /checkout/plan/order/ without `plan`: the stored plan's own address, so the server prices it afresh. */
export function StoredPlanOrder() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const router = useRouter();
  const stored = usePlanState();
  useEffect(() => {
    if (stored?.plan) router.replace(planOrderPath(locale, stored.plan.legacyId));
  }, [stored, locale, router]);
  if (!stored || stored.plan) {
    return (
      <p className={checkoutStyles.muted} role="status">
        {intl.formatMessage({ id: 'checkout.loading' })}
      </p>
    );
  }
  return (
    <PlanMessage
      message={intl.formatMessage({ id: 'plans.order.none' })}
      href={localePath(locale, PLAN_PATHS.plans)}
      label={intl.formatMessage({ id: 'plans.order.backToPlans' })}
    />
  );
}
