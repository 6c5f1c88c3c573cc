'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/platform/i18n/messages';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { billingPortalAction } from './actions';

/**
 * "Pay or change my card" for a plan paid through the payment provider (issue 31): its billing portal, where a
 * past-due period is paid or the card changed; the portal leads back to the account.
 */
export function BillingPortalButton({ subscriptionId }: { subscriptionId: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);

  async function open() {
    setBusy(true);
    setProblem(null);
    const result = await billingPortalAction(subscriptionId, intl.locale).catch(() => null);
    if (result?.ok) {
      window.location.assign(result.url);
      return;
    }
    setBusy(false);
    setProblem(result?.problem.message ?? 'account.error.unavailable');
  }

  return (
    <div>
      <button type="button" className="button" disabled={busy} onClick={() => void open()}>
        {intl.formatMessage({ id: busy ? 'account.wait' : 'credits.billingPortal' })}
      </button>
      {problem && <ErrorNotice>{intl.formatMessage({ id: problem })}</ErrorNotice>}
    </div>
  );
}
