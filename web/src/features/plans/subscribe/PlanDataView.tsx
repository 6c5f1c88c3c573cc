'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMutation, useQuery } from '@apollo/client/react';
import { accountPath } from '@/platform/routing/accountPath';
import { RegisterForm } from '@/features/account/RegisterForm';
import { SignInForm } from '@/features/account/SignInForm';
import checkoutStyles from '@/ui/shop.module.css';
import formStyles from '@/ui/forms/form.module.css';
import { PlanOrderDocument, SubscribeToPlanDocument } from '@/gql/apollo/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import type { MessageId } from '@/platform/i18n/messages';
import { Price } from '@/ui/Price';
import { useSession } from '@/platform/session/SessionProvider';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { navigate } from '@/platform/deployment/staleBuild';
import { loadProblem, needsSignIn, newKeyNeeded, subscribeProblem } from './errors';
import { PLAN_PATHS } from './planGuard';
import { LoadFailure, PlanMessage } from './PlanMessage';
import { useChosenPlan } from './PlanOrderView';
import { planStore, usePlanState } from './planStore';
import { storedSubscription } from './storedSubscription';
import { PlanSummary } from './PlanSummary';
import { forgetSubscribeKey, subscribeKey } from './subscribeAttempt';
import styles from './plans.module.css';

/**
 * /checkout/plan/data/: a plan needs an account, so the visitor continues as the signed-in account,
 * or signs in or registers right here (a new account is signed in at once, still unconfirmed); then
 * the subscription is created (not yet active) and payment follows. The stored plan is priced afresh
 * by the gateway (the visitor may have switched currency since choosing it), and that is what is shown.
 */
export function PlanDataView() {
  const intl = useIntl();
  const locale = intl.locale as AppLocale;
  const router = useRouter();
  const session = useSession();
  const state = usePlanState();
  const [subscribe] = useMutation(SubscribeToPlanDocument);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const plan = state?.plan;
  const priced = useQuery(PlanOrderDocument, {
    variables: { locale, id: plan?.id ?? '' },
    skip: !plan,
    fetchPolicy: 'network-only',
  });
  const offer = priced.data?.plan;
  useChosenPlan(offer);

  if (plan && priced.error)
    return <LoadFailure message={loadProblem(priced.error)} retry={() => void priced.refetch()} />;
  if (!state || session.status === 'loading' || (plan && !priced.data)) {
    return (
      <p className={checkoutStyles.muted} role="status">
        {intl.formatMessage({ id: 'checkout.loading' })}
      </p>
    );
  }
  if (!plan || !offer) {
    return (
      <PlanMessage
        message={intl.formatMessage({ id: plan ? 'plans.error.unknownPlan' : 'plans.order.none' })}
        href={localePath(locale, PLAN_PATHS.plans)}
        label={intl.formatMessage({ id: 'plans.order.backToPlans' })}
      />
    );
  }
  const chosen = offer;

  /** `userId`: the account just signed in here, else the session's. */
  async function proceed(userId = session.user?.id ?? '') {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const idempotencyKey = subscribeKey({ userId, planId: chosen.id, currency: chosen.price.currency });
      const { data } = await subscribe({ variables: { planId: chosen.id, idempotencyKey } });
      if (!data) throw new Error('No subscription');
      planStore.setSubscription(storedSubscription(data.subscribe));
      // The next subscription (another plan, a later visit) is a new request.
      forgetSubscribeKey();
      navigate(router, localePath(locale, PLAN_PATHS.payment));
    } catch (error) {
      if (newKeyNeeded(error)) forgetSubscribeKey();
      if (needsSignIn(error)) session.signedOut();
      setProblem(subscribeProblem(error));
      setBusy(false);
    }
  }

  return (
    <div className={checkoutStyles.cartLayout}>
      <div className={formStyles.form}>
        <p className={checkoutStyles.lead}>{intl.formatMessage({ id: 'plans.data.lead' })}</p>
        {problem && (
          <ErrorNotice>
            <span data-testid="plan-problem">{intl.formatMessage({ id: problem })}</span>{' '}
            {problem === 'plans.error.subscriptionExists' && (
              <Link href={accountPath(locale, '/')}>{intl.formatMessage({ id: 'plans.welcome.account' })}</Link>
            )}
          </ErrorNotice>
        )}
        {session.status === 'signedIn' ? (
          <div className={styles.message}>
            <p data-testid="plan-account">
              {intl.formatMessage({ id: 'plans.data.signedInAs' }, { email: session.user.email })}
            </p>
            <button
              type="button"
              className={`button ${checkoutStyles.submit}`}
              disabled={busy}
              aria-disabled={busy}
              onClick={() => void proceed()}
            >
              {intl.formatMessage({ id: busy ? 'checkout.loading' : 'plans.data.continue' })}
            </button>
          </div>
        ) : (
          <div className={styles.panels}>
            <section aria-labelledby="plan-sign-in">
              <h2 id="plan-sign-in" className={checkoutStyles.sectionTitle}>
                {intl.formatMessage({ id: 'plans.data.signIn.title' })}
              </h2>
              <SignInForm onSignedIn={(user) => void proceed(user?.id)} />
            </section>
            <section aria-labelledby="plan-register">
              <h2 id="plan-register" className={checkoutStyles.sectionTitle}>
                {intl.formatMessage({ id: 'plans.data.register.title' })}
              </h2>
              <p className={checkoutStyles.muted}>{intl.formatMessage({ id: 'plans.data.register.note' })}</p>
              <RegisterForm onSignedIn={(user) => void proceed(user?.id)} />
            </section>
          </div>
        )}
      </div>
      <PlanSummary intl={intl} name={offer.name} plan={offer} total={<Price money={offer.price} locale={locale} />} />
    </div>
  );
}
