import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import checkoutStyles from '@/ui/shop.module.css';
import { PlanFacts, type PlanTerms } from './PlanFacts';
import styles from './plans.module.css';

type Props = { intl: IntlShape; name: string; total: ReactNode; plan?: PlanTerms };

/** The plan being bought and its total, beside each plan checkout step (hook-free: server or client). */
export function PlanSummary({ intl, name, total, plan }: Props) {
  return (
    <aside className={checkoutStyles.summary} aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className={checkoutStyles.sectionTitle}>
        {intl.formatMessage({ id: 'plans.summary.title' })}
      </h2>
      <p className={styles.name} data-testid="plan-name">
        {name}
      </p>
      {plan && <PlanFacts intl={intl} plan={plan} />}
      <dl className={checkoutStyles.totals}>
        <div className={checkoutStyles.total}>
          <dt>{intl.formatMessage({ id: 'plans.summary.total' })}</dt>
          <dd data-testid="plan-total">{total}</dd>
        </div>
      </dl>
      {plan && (
        <p className={checkoutStyles.muted}>
          {intl.formatMessage({ id: 'plans.payment.renews' }, { months: plan.paymentCycleMonths })}
        </p>
      )}
    </aside>
  );
}
