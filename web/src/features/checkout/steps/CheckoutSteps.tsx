import type { AppLocale } from '@/platform/i18n/locales';
import type { MessageId } from '@/platform/i18n/messages';
import { getIntl } from '@/platform/i18n/server';
import styles from '../../../ui/shop.module.css';

type Step = { id: string; label: MessageId };

const STEPS = [
  { id: 'order', label: 'checkout.steps.order' },
  { id: 'data', label: 'checkout.steps.data' },
  { id: 'payment', label: 'checkout.steps.payment' },
  { id: 'download', label: 'checkout.steps.download' },
] as const satisfies readonly Step[];

type Props<S extends readonly Step[]> = { locale: AppLocale; current: S[number]['id']; steps?: S };

/** Where the visitor is in a checkout: by default the diagrams' (cart, details, payment, download). */
export async function CheckoutSteps<S extends readonly Step[] = typeof STEPS>({ locale, current, steps }: Props<S>) {
  const intl = await getIntl(locale);
  const list: readonly Step[] = steps ?? STEPS;
  const index = list.findIndex((step) => step.id === current);
  return (
    <nav aria-label={intl.formatMessage({ id: 'checkout.steps.label' })}>
      <ol className={styles.steps}>
        {list.map((step, position) => (
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
