import { getIntl, getLocale } from '@/platform/i18n/server';
import { planCheckoutMetadata } from '@/features/plans/subscribe/planPage';
import { PlanPaymentView } from '@/features/plans/subscribe/PlanPaymentView';
import { PlanSteps } from '@/features/plans/subscribe/PlanSteps';
import styles from '@/ui/shop.module.css';

export const generateMetadata = planCheckoutMetadata('plans.payment.meta.title');

/** Plan checkout, payment step (spec §2): the plan and subscription are in the browser's storage, so the guards run there. */
export default async function PlanPaymentPage() {
  const locale = await getLocale();
  const intl = await getIntl(locale);
  return (
    <div className={styles.page}>
      <PlanSteps locale={locale} current="payment" />
      <h1 className={styles.title}>{intl.formatMessage({ id: 'plans.payment.title' })}</h1>
      <PlanPaymentView />
    </div>
  );
}
