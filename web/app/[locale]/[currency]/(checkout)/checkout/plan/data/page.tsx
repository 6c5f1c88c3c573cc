import { getIntl, getLocale } from '@/platform/i18n/server';
import { PlanDataView } from '@/features/plans/subscribe/PlanDataView';
import { planCheckoutMetadata } from '@/features/plans/subscribe/planPage';
import { PlanSteps } from '@/features/plans/subscribe/PlanSteps';
import styles from '@/ui/shop.module.css';

export const generateMetadata = planCheckoutMetadata('plans.data.meta.title');

/** Plan checkout, data step (spec §2): the account the plan belongs to, then the subscription. */
export default async function PlanDataPage() {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  return (
    <div className={styles.page}>
      <PlanSteps locale={locale} current="data" />
      <h1 className={styles.title}>{intl.formatMessage({ id: 'plans.data.title' })}</h1>
      <PlanDataView />
    </div>
  );
}
