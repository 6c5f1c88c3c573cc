import type { AppLocale } from '@/i18n/locales';
import { getIntl } from '@/i18n/server';
import styles from './checkout.module.css';

const STEPS = [
  { id: 'order', label: 'checkout.steps.order' },
  { id: 'data', label: 'checkout.steps.data' },
  { id: 'payment', label: 'checkout.steps.payment' },
  { id: 'download', label: 'checkout.steps.download' },
] as const;

export type CheckoutStep = (typeof STEPS)[number]['id'];

/** Where the visitor is in the checkout: cart, details, payment, download. */
export async function CheckoutSteps({ locale, current }: { locale: AppLocale; current: CheckoutStep }) {
  const intl = await getIntl(locale);
  const index = STEPS.findIndex((step) => step.id === current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps.label' })}>
      <ol className={styles.steps}>
        {STEPS.map((step, position) => (
          <li
            key={step.id}
            className={styles.step}
            data-state={position < index ? 'done' : position === index ? 'current' : 'next'}
            aria-current={position === index ? 'step' : undefined}
          >
            <span className={styles.stepNumber} aria-hidden="true">
              {position + 1}
            </span>
            {intl.formatMessage({ id: step.label })}
          </li>
        ))}
      </ol>
    </nav>
  );
}
