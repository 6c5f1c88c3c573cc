import Link from 'next/link';
import type { PlanOfferFragment } from '@/gql/graphql';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl } from '@/platform/i18n/server';
import { Price } from '@/ui/Price';
import { PlanColumn } from './PlanColumn';
import { PlanFacts } from './PlanFacts';
import { planOrderPath } from './planGuard';
import { recommendedColumn } from './planState';
import styles from './plans.module.css';

/** Every visible plan side by side, priced on the server in the visitor's currency, each with its choose link. */
export async function PlanColumns({ plans, locale }: { plans: PlanOfferFragment[]; locale: AppLocale }) {
  const intl = await getIntl(locale);
  const recommended = recommendedColumn(plans);
  return (
    <ul className={styles.columns} aria-label={intl.formatMessage({ id: 'plans.list.label' })}>
      {plans.map((plan, index) => (
        <PlanColumn key={plan.id} index={index} count={plans.length} recommended={recommended}>
          <h2 className={styles.name} id={`plan-${plan.legacyId}`}>
            {plan.name}
          </h2>
          {index === recommended && (
            <span className={styles.badge}>{intl.formatMessage({ id: 'plans.recommended' })}</span>
          )}
          <Price money={plan.price} locale={locale} className={styles.price} />
          <PlanFacts intl={intl} plan={plan} />
          <Link
            className={`button ${styles.choose}`}
            href={planOrderPath(locale, plan.legacyId)}
            data-plan={plan.legacyId}
          >
            {intl.formatMessage({ id: 'plans.choose.label' }, { name: plan.name })}
          </Link>
        </PlanColumn>
      ))}
    </ul>
  );
}
