'use client';

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { confirmNewsletterAction, type LinkResult, unsubscribeNewsletterAction } from './actions';
import styles from './NewsletterLink.module.css';

const KINDS = {
  confirm: {
    action: confirmNewsletterAction,
    intro: 'newsletter.confirm.intro',
    button: 'newsletter.confirm.button',
    done: 'newsletter.confirm.done',
  },
  unsubscribe: {
    action: unsubscribeNewsletterAction,
    intro: 'newsletter.unsubscribe.intro',
    button: 'newsletter.unsubscribe.button',
    done: 'newsletter.unsubscribe.done',
  },
} as const;

/**
 * A mailed newsletter link's page: the token is spent by the visitor's click on the button, never
 * on arrival, so a mail scanner following the link neither confirms nor unsubscribes anybody.
 */
export function NewsletterLink({ kind, token: linkToken }: { kind: keyof typeof KINDS; token: string }) {
  const intl = useIntl();
  // Held here, then taken out of the address bar: no script that reads or reports the page's URL (a chat
  // widget, error reporting) and no bookmark or shared screen carries the token on.
  const [token] = useState(linkToken);
  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
  }, []);
  const { action, intro, button, done } = KINDS[kind];
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LinkResult | null>(null);

  if (result?.ok)
    return (
      <p role="status" className={styles.done}>
        {intl.formatMessage({ id: done })}
      </p>
    );
  const follow = async () => {
    setBusy(true);
    setResult(await action(token).catch((): LinkResult => ({ ok: false, message: 'newsletter.link.failed' })));
    setBusy(false);
  };
  return (
    <div className={styles.link}>
      <p>{intl.formatMessage({ id: intro })}</p>
      {result && <ErrorNotice>{intl.formatMessage({ id: result.message })}</ErrorNotice>}
      <button type="button" className="button" onClick={follow} disabled={busy} aria-disabled={busy}>
        {intl.formatMessage({ id: busy ? 'account.wait' : button })}
      </button>
    </div>
  );
}
