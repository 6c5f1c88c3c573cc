'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Done } from '@/features/account/FormParts';
import type { MessageId } from '@/platform/i18n/messages';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { cancelSubscriptionAction } from './actions';
import styles from './credits.module.css';

type Props = { subscriptionId: string; cancelled: boolean };

/**
 * "Cancel my plan", confirmed in place (the page's language, not the browser's dialog). The plan
 * stops renewing; the server-rendered section is refreshed to show its new status, and this stays
 * mounted through that refresh to say it is done.
 */
export function CancelSubscriptionButton({ subscriptionId, cancelled }: Props) {
  const intl = useIntl();
  const router = useRouter();
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<MessageId | null>(null);
  const loading = step === 'busy';

  async function confirm() {
    setProblem(null);
    setStep('busy');
    const result = await cancelSubscriptionAction(subscriptionId).catch(() => null);
    if (result?.ok) {
      setStep('done');
      router.refresh();
      return;
    }
    setStep('confirm');
    setProblem(result?.problem.message ?? 'account.error.unavailable');
  }

  if (step === 'done') return <Done message="credits.cancel.done" />;
  if (cancelled) return null;
  return (
    <div>
      {step === 'idle' ? (
        <button type="button" className="button" onClick={() => setStep('confirm')}>
          {intl.formatMessage({ id: 'credits.cancel' })}
        </button>
      ) : (
        <fieldset className={styles.confirm}>
          <legend>{intl.formatMessage({ id: 'credits.cancel.question' })}</legend>
          <div className={styles.actions}>
            <button type="button" className="button" disabled={loading} onClick={() => void confirm()}>
              {intl.formatMessage({ id: loading ? 'account.wait' : 'credits.cancel.yes' })}
            </button>
            <button type="button" className="button" disabled={loading} onClick={() => setStep('idle')}>
              {intl.formatMessage({ id: 'credits.cancel.no' })}
            </button>
          </div>
        </fieldset>
      )}
      {problem && <ErrorNotice>{intl.formatMessage({ id: problem })}</ErrorNotice>}
    </div>
  );
}
