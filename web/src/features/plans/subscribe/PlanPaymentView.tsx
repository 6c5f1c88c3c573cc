'use client';

import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { trackPlanPurchase } from '@/platform/analytics/ecommerce';
import { CardForm } from '@/features/checkout/steps/CardForm';
import checkoutStyles from '@/ui/shop.module.css';
import { PayPlanSubscriptionDocument } from '@/gql/apollo/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { formatPrice } from '@/platform/currency/formatPrice';
import { Price } from '@/ui/Price';
import { loadProblem, needsSignIn, planPaymentProblem } from './errors';
import { PLAN_PATHS } from './planGuard';
import { LoadFailure, PlanMessage } from './PlanMessage';
import { planStore } from './planStore';
import { PlanSummary } from './PlanSummary';
import { storedSubscription } from './storedSubscription';
import { usePlanStep } from './usePlanStep';

/**
 * /checkout/plan/payment/: the first period paid by card, or, for a PAST_DUE plan whose renewal was
 * declined, the due period paid with another card. A declined card leaves the subscription as it was
 * and the form ready for another card (a new attempt, a new key); once ACTIVE, the guard moves on to welcome.
 */
export function PlanPaymentView() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const { state, subscription, error, retry } = usePlanStep('payment');
  const [paySubscription] = useMutation(PayPlanSubscriptionDocument);

  if (error) {
    return needsSignIn(error) ? (
      <PlanMessage
        message={intl.formatMessage({ id: loadProblem(error) })}
        href={localePath(locale, PLAN_PATHS.data)}
        label={intl.formatMessage({ id: 'plans.steps.data' })}
      />
    ) : (
      <LoadFailure message={loadProblem(error)} retry={retry} />
    );
  }
  if (!state?.plan || !subscription || (subscription.status !== 'PENDING' && subscription.status !== 'PAST_DUE')) {
    return (
      <p className={checkoutStyles.muted} role="status">
        {intl.formatMessage({ id: 'checkout.loading' })}
      </p>
    );
  }
  const plan = state.plan;
  return (
    <div className={checkoutStyles.cartLayout}>
      <div>
        {subscription.status === 'PAST_DUE' && (
          <p className={checkoutStyles.lead} data-testid="plan-past-due">
            {intl.formatMessage({ id: 'plans.payment.pastDue' })}
          </p>
        )}
        <CardForm
          defaultName=""
          payLabel={intl.formatMessage(
            { id: 'checkout.payment.pay' },
            { total: formatPrice(subscription.price, locale) },
          )}
          declined="plans.payment.declined"
          problemOf={planPaymentProblem}
          charge={async (card, idempotencyKey) => {
            const { data } = await paySubscription({ variables: { id: subscription.id, idempotencyKey, card } });
            const result = data?.paySubscription;
            if (!result) throw new Error('No payment result');
            if (result.declined || result.subscription.status !== 'ACTIVE') return false;
            trackPlanPurchase(subscription.id, { legacyId: plan.legacyId, name: plan.name, price: subscription.price });
            // Stored as active: the guard moves on to welcome.
            planStore.setSubscription(storedSubscription(result.subscription));
            return true;
          }}
        />
      </div>
      <PlanSummary
        intl={intl}
        name={subscription.planName}
        plan={subscription}
        total={<Price money={subscription.price} locale={locale} />}
      />
    </div>
  );
}
