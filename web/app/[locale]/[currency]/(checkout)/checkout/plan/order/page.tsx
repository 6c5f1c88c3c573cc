import { PlanOrderDocument } from '@/gql/graphql';
import { queryGateway } from '@/platform/gateway/queryGateway';
import { localePath } from '@/platform/i18n/localePath';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { PLAN_PATHS } from '@/features/plans/subscribe/planGuard';
import { PlanMessage } from '@/features/plans/subscribe/PlanMessage';
import { ChosenPlan, StoredPlanOrder } from '@/features/plans/subscribe/PlanOrderView';
import { planCheckoutMetadata } from '@/features/plans/subscribe/planPage';
import { PlanSteps } from '@/features/plans/subscribe/PlanSteps';
import { PlanSummary } from '@/features/plans/subscribe/PlanSummary';
import { Price } from '@/ui/Price';
import styles from '@/ui/shop.module.css';

export const generateMetadata = planCheckoutMetadata('plans.order.meta.title');

/** A plan id as the gateway takes it: a legacy id (digits) or a documentId; anything else is not asked. */
const PLAN_ID = /^[A-Za-z0-9]{1,64}$/;

/** Plan checkout, order step (spec §2): with `?plan=`, that plan is loaded and stored for the checkout. */
export default async function PlanOrderPage({ searchParams }: PageProps<'/[locale]/[currency]/checkout/plan/order'>) {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  const { plan: planId } = await searchParams;
  const back = {
    href: localePath(locale, PLAN_PATHS.plans),
    label: intl.formatMessage({ id: 'plans.order.backToPlans' }),
  };

  async function content() {
    if (planId === undefined) return <StoredPlanOrder />;
    if (typeof planId !== 'string' || !PLAN_ID.test(planId))
      return <PlanMessage message={intl.formatMessage({ id: 'plans.error.unknownPlan' })} {...back} />;
    const result = await queryGateway(PlanOrderDocument, { locale, id: planId });
    if (!result.ok) {
      const unknown = result.errorCodes.some((code) => code === 'NOT_FOUND' || code === 'BAD_USER_INPUT');
      const message = unknown
        ? 'plans.error.unknownPlan'
        : result.errorCodes.includes('RATE_LIMITED')
          ? 'errors.rateLimit.message'
          : 'account.error.unavailable';
      return <PlanMessage message={intl.formatMessage({ id: message })} {...back} />;
    }
    const plan = result.data.plan;
    if (!plan) return <PlanMessage message={intl.formatMessage({ id: 'plans.error.unknownPlan' })} {...back} />;
    return (
      <ChosenPlan plan={plan}>
        <PlanSummary intl={intl} plan={plan} name={plan.name} total={<Price money={plan.price} locale={locale} />} />
      </ChosenPlan>
    );
  }

  return (
    <div className={styles.page}>
      <PlanSteps locale={locale} current="order" />
      <h1 className={styles.title}>{intl.formatMessage({ id: 'plans.order.title' })}</h1>
      {await content()}
    </div>
  );
}
