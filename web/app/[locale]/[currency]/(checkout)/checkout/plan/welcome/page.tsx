import { getLocale } from '@/platform/i18n/server';
import { planCheckoutMetadata } from '@/features/plans/subscribe/planPage';
import { PlanSteps } from '@/features/plans/subscribe/PlanSteps';
import { PlanWelcomeTitle } from '@/features/plans/subscribe/PlanWelcomeTitle';
import { PlanWelcomeView } from '@/features/plans/subscribe/PlanWelcomeView';
import styles from '@/ui/shop.module.css';

export const generateMetadata = planCheckoutMetadata('plans.welcome.meta.title');

/**
 * Plan checkout, welcome step (spec §2): shown only for an active subscription, or one being confirmed after the
 * payment provider's page (`?paying=1`); its heading, there from the server on, names the plan.
 */
export default async function PlanWelcomePage({
  searchParams,
}: PageProps<'/[locale]/[currency]/checkout/plan/welcome'>) {
  const locale = await getLocale();
  const paying = (await searchParams).paying === '1';
  return (
    <div className={styles.page}>
      <PlanSteps locale={locale} current="welcome" />
      <h1 className={styles.title}>
        <PlanWelcomeTitle />
      </h1>
      <PlanWelcomeView paying={paying} />
    </div>
  );
}
