'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/platform/i18n/messages';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { newIdempotencyKey } from './idempotency';
import { paymentProblem } from './errors';
import styles from '../../../ui/shop.module.css';
import formStyles from '@/ui/forms/form.module.css';

type Props = {
  /** The button's words, e.g. "Pay €43.50 securely". */
  payLabel: string;
  /**
   * Starts one attempt under `idempotencyKey`: the provider's page to go to, or null when there is nothing left to pay
   * (the caller moves on).
   */
  start: (idempotencyKey: string) => Promise<string | null>;
};

/**
 * Paying on the payment provider's page (issue 31): no card field here, the browser goes to Stripe's page and comes
 * back to the download page. One click, one attempt: a retry after an unknown outcome keeps its key (the same page).
 */
export function HostedPayment({ payLabel, start }: Props) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MessageId | null>(null);

  async function pay() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const key = attempt ?? newIdempotencyKey();
    setAttempt(key);
    try {
      const url = await start(key);
      // The page unloads while the provider's page loads: the button stays busy until then.
      if (url) window.location.assign(url);
    } catch (error) {
      const problem = paymentProblem(error);
      if (problem.newKeyNeeded) setAttempt(null);
      setFailure(problem.message);
      setBusy(false);
    }
  }

  return (
    <section className={formStyles.form} aria-labelledby="hosted-payment-title" aria-busy={busy}>
      <h2 id="hosted-payment-title" className={styles.sectionTitle}>
        {intl.formatMessage({ id: 'checkout.payment.hosted.title' })}
      </h2>
      <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.payment.hosted.text' })}</p>
      {failure && (
        <ErrorNotice>
          <span data-testid="payment-failure">{intl.formatMessage({ id: failure })}</span>
        </ErrorNotice>
      )}
      <button type="button" className={`button ${styles.submit}`} onClick={pay} disabled={busy} aria-disabled={busy}>
        {busy ? intl.formatMessage({ id: 'checkout.payment.hosted.redirecting' }) : payLabel}
      </button>
    </section>
  );
}
