import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import styles from './plans.module.css';

export type PlanTerms = { credits: number; bonus: number; paymentCycleMonths: number; creditsExpirationDays: number };

/**
 * What a plan gives (spec §3): its price, credits, bonus, payment cycle and credits' lifetime, as a
 * description list. Hook-free, so server pages and client steps share it with their own `intl`.
 */
export function PlanFacts({ intl, plan, price }: { intl: IntlShape; plan: PlanTerms; price?: ReactNode }) {
  const facts: [string, ReactNode][] = [
    ...(price ? [[intl.formatMessage({ id: 'plans.field.price' }), price] as [string, ReactNode]] : []),
    [
      intl.formatMessage({ id: 'plans.field.credits' }),
      intl.formatMessage({ id: 'plans.value.credits' }, { count: plan.credits }),
    ],
    [
      intl.formatMessage({ id: 'plans.field.bonus' }),
      intl.formatMessage({ id: 'plans.value.bonus' }, { count: plan.bonus }),
    ],
    [
      intl.formatMessage({ id: 'plans.field.cycle' }),
      intl.formatMessage({ id: 'plans.value.cycle' }, { months: plan.paymentCycleMonths }),
    ],
    [
      intl.formatMessage({ id: 'plans.field.lifetime' }),
      intl.formatMessage({ id: 'plans.value.lifetime' }, { days: plan.creditsExpirationDays }),
    ],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
