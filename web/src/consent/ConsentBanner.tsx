'use client';

import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { Consent } from './consentCookie';
import { chooseConsent, consentState, returnFocusFromConsent, subscribeConsent } from './consentStore';
import styles from './ConsentBanner.module.css';

const notOnServer = () => undefined;

/**
 * Asks for analytics consent until the visitor chooses, and again when reopened from the footer. Fixed to the
 * bottom of the viewport, so showing it shifts nothing; rendered after hydration only (the choice is in a cookie).
 */
export function ConsentBanner() {
  const intl = useIntl();
  const titleId = useId();
  const state = useSyncExternalStore(subscribeConsent, consentState, notOnServer);
  const region = useRef<HTMLElement>(null);
  const open = state !== undefined && (state.open || state.consent === undefined);
  const reopened = state?.open === true;

  useEffect(() => {
    // Reopened by the visitor: take the keyboard focus to the choice.
    if (reopened) region.current?.focus();
  }, [reopened]);

  const choose = (consent: Consent) => {
    const heldFocus = region.current?.contains(document.activeElement) === true;
    chooseConsent(consent);
    if (heldFocus) returnFocusFromConsent();
  };

  if (!open) return null;
  return (
    <section ref={region} className={styles.banner} aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'consent.title' })}
      </h2>
      <p className={styles.text}>{intl.formatMessage({ id: 'consent.text' })}</p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => choose('granted')}>
          {intl.formatMessage({ id: 'consent.accept' })}
        </button>
        <button type="button" className={`button ${styles.decline}`} onClick={() => choose('denied')}>
          {intl.formatMessage({ id: 'consent.decline' })}
        </button>
      </div>
    </section>
  );
}
