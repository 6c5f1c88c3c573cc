'use client';

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/platform/i18n/messages';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { resendReceiptAction } from './actions';
import { Done } from './FormParts';

/** "Send my links again": the receipt mail of one order, once more. */
export function ResendReceiptButton({ orderKey }: { orderKey: string }) {
  const intl = useIntl();
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | MessageId>('idle');
  async function resend() {
    setState('busy');
    const result = await resendReceiptAction(orderKey).catch(() => null);
    if (result?.ok) setState('sent');
    else setState(result?.problem.message ?? 'account.error.unavailable');
  }
  const failure = state !== 'idle' && state !== 'busy' && state !== 'sent' ? state : null;
  return (
    <div>
      <button type="button" className="button" onClick={resend} disabled={state === 'busy'}>
        {intl.formatMessage({ id: state === 'busy' ? 'account.wait' : 'account.purchases.resend' })}
      </button>
      {state === 'sent' && <Done message="account.purchases.resent" />}
      {failure && <ErrorNotice>{intl.formatMessage({ id: failure })}</ErrorNotice>}
    </div>
  );
}
