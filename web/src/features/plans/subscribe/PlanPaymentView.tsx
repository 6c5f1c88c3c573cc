'use client';

import { useIntl } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { trackPlanPurchase } from '@/platform/analytics/ecommerce';
import { CardForm } from '@/features/checkout/steps/CardForm';
import { HostedPayment } from '@/features/checkout/steps/HostedPayment';
import checkoutStyles from '@/ui/shop.module.css';
import {
  OpenBillingPortalDocument,
  PayPlanSubscriptionDocument,
  StartPlanCheckoutDocument,
} from '@/gql/apollo/graphql';
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
  const [startPlanCheckout] = useMutation(StartPlanCheckoutDocument);
  const [openBillingPortal] = useMutation(OpenBillingPortalDocument);

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
  const total = formatPrice(subscription.price, locale);
  const hosted = subscription.paymentFlow === 'HOSTED';
  const pastDue = subscription.status === 'PAST_DUE';
  return (
    <div className={checkoutStyles.cartLayout}>
      <div>
        {pastDue && (
          <p className={checkoutStyles.lead} data-testid="plan-past-due">
            {intl.formatMessage({ id: hosted ? 'plans.payment.pastDueHosted' : 'plans.payment.pastDue' })}
          </p>
        )}
        {hosted ? (
          <HostedPayment
            payLabel={intl.formatMessage(
              { id: pastDue ? 'credits.billingPortal' : 'checkout.payment.hosted.pay' },
              { total },
            )}
            start={async (idempotencyKey) => {
              // A past-due plan is paid in the provider's billing portal; a pending one on its checkout page.
              if (pastDue) {
                const { data } = await openBillingPortal({ variables: { locale, id: subscription.id } });
                return data?.billingPortal ?? null;
              }
              const { data } = await startPlanCheckout({ variables: { locale, id: subscription.id, idempotencyKey } });
              const started = data?.startPlanCheckout;
              if (!started) throw new Error('No checkout');
              return started.url ?? null;
            }}
          />
        ) : (
          <CardForm
            defaultName=""
            payLabel={intl.formatMessage({ id: 'checkout.payment.pay' }, { total })}
            declined="plans.payment.declined"
            problemOf={planPaymentProblem}
            charge={async (card, idempotencyKey) => {
              const { data } = await paySubscription({ variables: { id: subscription.id, idempotencyKey, card } });
              const result = data?.paySubscription;
              if (!result) throw new Error('No payment result');
              if (result.declined || result.subscription.status !== 'ACTIVE') return false;
              trackPlanPurchase(subscription.id, {
                legacyId: plan.legacyId,
                name: plan.name,
                price: subscription.price,
              });
              // Stored as active: the guard moves on to welcome.
              planStore.setSubscription(storedSubscription(result.subscription));
              return true;
            }}
          />
        )}
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
