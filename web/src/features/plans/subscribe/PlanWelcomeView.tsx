'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { PaymentConfirmation } from '@/features/checkout/steps/PaymentConfirmation';
import { trackPlanPurchase } from '@/platform/analytics/ecommerce';
import { accountPath } from '@/platform/routing/accountPath';
import checkoutStyles from '@/ui/shop.module.css';
import { PlanCheckoutBalanceDocument } from '@/gql/apollo/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { loadProblem, needsSignIn } from './errors';
import { PLAN_PATHS } from './planGuard';
import { confirmPlanPurchaseAction } from './actions';
import { LoadFailure, PlanMessage } from './PlanMessage';
import { usePlanStep } from './usePlanStep';
import styles from './plans.module.css';

/**
 * /checkout/plan/welcome/: the active plan, the credits now available, and where to spend them. Back from the payment
 * provider's page (`paying`), the plan is confirmed first: the page asks again until the shop has the payment.
 */
export function PlanWelcomeView({ paying = false }: { paying?: boolean }) {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const { state, subscription, error, retry } = usePlanStep('welcome', paying, (active) => {
    // Paid on the provider's page: the purchase is reported here, once, with the receipt the server keeps for it.
    const plan = state?.plan;
    void confirmPlanPurchaseAction(active.id).then(
      (confirmed) => confirmed && plan && trackPlanPurchase(active.id, { ...plan, price: active.price }),
      () => undefined,
    );
  });
  const active = subscription?.status === 'ACTIVE';
  const balance = useQuery(PlanCheckoutBalanceDocument, { skip: !active, fetchPolicy: 'network-only' });
  const failure = error ?? balance.error;

  if (failure) {
    return needsSignIn(failure) ? (
      <PlanMessage
        message={intl.formatMessage({ id: loadProblem(failure) })}
        href={localePath(locale, PLAN_PATHS.data)}
        label={intl.formatMessage({ id: 'plans.steps.data' })}
      />
    ) : (
      <LoadFailure
        message={loadProblem(failure)}
        retry={() => {
          retry();
          void balance.refetch();
        }}
      />
    );
  }
  if (paying && subscription?.status === 'PENDING') {
    return (
      <PaymentConfirmation
        confirming={intl.formatMessage({ id: 'checkout.download.confirming' })}
        slow={intl.formatMessage({ id: 'plans.welcome.confirmingSlow' })}
        refresh={retry}
      />
    );
  }
  if (!subscription || !active || !balance.data) {
    return (
      <p className={checkoutStyles.muted} role="status">
        {intl.formatMessage({ id: 'checkout.loading' })}
      </p>
    );
  }
  const credits = balance.data.myCredits.balance;
  return (
    <div className={styles.message}>
      <p className={checkoutStyles.lead}>{intl.formatMessage({ id: 'plans.welcome.lead' })}</p>
      <p className={styles.price} data-testid="credit-balance" data-balance={credits}>
        {intl.formatMessage({ id: 'plans.welcome.balance' }, { count: credits })}
      </p>
      <div className={styles.actions}>
        <Link className="button" href={localePath(locale, '/catalog/')}>
          {intl.formatMessage({ id: 'plans.welcome.spend' })}
        </Link>
        <Link href={accountPath(locale, '/')}>{intl.formatMessage({ id: 'plans.welcome.account' })}</Link>
      </div>
    </div>
  );
}
