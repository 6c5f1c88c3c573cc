'use client';

import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { InlineScript } from '@/ui/InlineScript';
import { CONSENT_COOKIE, type Consent } from '../../../platform/consent/consentCookie';
import {
  chooseConsent,
  consentState,
  returnFocusFromConsent,
  subscribeConsent,
} from '../../../platform/consent/consentStore';
import styles from './ConsentBanner.module.css';

const notOnServer = () => undefined;

/**
 * Run as the server's HTML is parsed, right after the banner: shows it when no choice is stored. A cached page is
 * the same for everyone, and a banner shown only after hydration is what a phone paints last (it was the largest
 * content, so Lighthouse's LCP: 3.3 s against a first paint at 1.2 s).
 */
const SHOW_UNLESS_CHOSEN = `if(!/(?:^|;\\s*)${CONSENT_COOKIE}=(?:granted|denied)(?:;|$)/.test(document.cookie))document.currentScript.previousElementSibling.hidden=false`;

/**
 * Asks for analytics consent until the visitor chooses, and again when reopened from the footer. Fixed to the
 * bottom of the viewport, so showing it shifts nothing. The server's HTML holds it hidden, and a script right after
 * it shows it before the first paint for a visitor who has not chosen: inline on the shop's pages, with the
 * request's `nonce` on pages under a nonce policy (checkout, account).
 */
export function ConsentBanner({ nonce }: { nonce?: string }) {
  const intl = useIntl();
  const titleId = useId();
  const state = useSyncExternalStore(subscribeConsent, consentState, notOnServer);
  const region = useRef<HTMLElement>(null);
  // Before hydration the choice is unknown: rendered hidden, for the script (or the hydrated state) to decide.
  const unknown = state === undefined;
  const open = unknown || state.open || state.consent === undefined;
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
    <>
      <section
        ref={region}
        className={styles.banner}
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={unknown}
        // The script may have shown it before hydration.
        suppressHydrationWarning
      >
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'consent.title' })}
        </h2>
        <p className={styles.text}>{intl.formatMessage({ id: 'consent.text' })}</p>
        <div className={styles.actions}>
          {/* Until hydrated, a click would do nothing: the buttons say so. */}
          <button type="button" className="button" disabled={unknown} onClick={() => choose('granted')}>
            {intl.formatMessage({ id: 'consent.accept' })}
          </button>
          <button
            type="button"
            className={`button ${styles.decline}`}
            disabled={unknown}
            onClick={() => choose('denied')}
          >
            {intl.formatMessage({ id: 'consent.decline' })}
          </button>
        </div>
      </section>
      {unknown && <InlineScript code={SHOW_UNLESS_CHOSEN} nonce={nonce} />}
    </>
  );
}
