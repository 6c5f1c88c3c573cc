import Link from 'next/link';
import { accountPath } from '@/platform/routing/accountPath';
import sections from '@/ui/pageSection.module.css';
import { AccountPlanDocument } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { getIntl } from '@/platform/i18n/server';
import { PLAN_PATHS } from '@/features/plans/subscribe/planGuard';
import { formatPrice } from '@/platform/currency/formatPrice';
import { callGateway } from '@/platform/session/gatewayCall';
import { BillingPortalButton } from './BillingPortalButton';
import { CancelSubscriptionButton } from './CancelSubscriptionButton';
import { FailureNotice } from './FailureNotice';
import { formatDay } from './formatDay';

/** The account page's plan (status, price, next renewal, cancel) and credit balance, read with the session. */
export async function PlanSection({ locale, token }: { locale: AppLocale; token: string }) {
  const [intl, result] = await Promise.all([getIntl(locale), callGateway(AccountPlanDocument, {}, { token })]);
  if (!result.ok) return <FailureNotice intl={intl} failure={result.failure} />;
  const { mySubscription: plan, myCredits: credits } = result.data;
  const renews = plan?.nextRenewalAt && plan.status !== 'CANCELLED';
  return (
    <>
      <section className={sections.section} aria-labelledby="plan-title" data-testid="account-plan">
        <h2 id="plan-title">{intl.formatMessage({ id: 'credits.plan.title' })}</h2>
        {plan ? (
          <>
            <dl className={sections.details}>
              <dt>{intl.formatMessage({ id: 'credits.plan.name' })}</dt>
              <dd>{plan.planName}</dd>
              <dt>{intl.formatMessage({ id: 'credits.plan.status' })}</dt>
              <dd data-status={plan.status}>{intl.formatMessage({ id: `credits.status.${plan.status}` })}</dd>
              <dt>{intl.formatMessage({ id: 'credits.plan.price' })}</dt>
              <dd>
                {intl.formatMessage(
                  { id: 'credits.plan.priceValue' },
                  { price: formatPrice(plan.price, locale), months: plan.paymentCycleMonths },
                )}
              </dd>
              <dt>{intl.formatMessage({ id: 'credits.plan.renewal' })}</dt>
              <dd>
                {renews ? formatDay(intl, plan.nextRenewalAt) : intl.formatMessage({ id: 'credits.plan.noRenewal' })}
              </dd>
            </dl>
            {plan.status === 'PAST_DUE' && plan.billingPortal && (
              <>
                <p data-testid="plan-past-due">{intl.formatMessage({ id: 'credits.pastDue' })}</p>
                <BillingPortalButton subscriptionId={plan.id} />
              </>
            )}
            <CancelSubscriptionButton subscriptionId={plan.id} cancelled={plan.status === 'CANCELLED'} />
          </>
        ) : (
          <p>
            {intl.formatMessage({ id: 'credits.plan.none' })}{' '}
            <Link href={localePath(locale, PLAN_PATHS.plans)}>{intl.formatMessage({ id: 'credits.plan.choose' })}</Link>
          </p>
        )}
      </section>
      <section className={sections.section} aria-labelledby="credits-title">
        <h2 id="credits-title">{intl.formatMessage({ id: 'credits.balance.title' })}</h2>
        <p data-testid="credit-balance">
          {intl.formatMessage({ id: 'credits.balance' }, { balance: credits.balance })}
        </p>
        {credits.nextExpiry && (
          <p>
            {intl.formatMessage(
              { id: 'credits.expiry' },
              { amount: credits.nextExpiry.amount, date: formatDay(intl, credits.nextExpiry.expiresAt) },
            )}
          </p>
        )}
        <p>
          <Link href={accountPath(locale, '/library/')}>{intl.formatMessage({ id: 'credits.library.link' })}</Link>
        </p>
      </section>
    </>
  );
}
