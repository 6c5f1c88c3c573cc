'use client';

import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProtectedForm } from '@/gql/graphql';
import type { MessageId } from '@/platform/i18n/messages';
import { humanChallengeAction } from './actions';
import styles from './HumanCheck.module.css';

type Solved = { state: string; payload: string | null };

/** What a form holds to ask for the proof at submit time, and to start over after the gateway used it. */
export type HumanCheckControl = {
  round: number;
  widget: React.RefObject<AltchaWidgetElement | null>;
  solved: React.RefObject<Solved>;
  /** The proof (the widget's base64 payload): at once when solved, after the solve when one runs, null when it fails. */
  proof: () => Promise<string | null>;
  /** A fresh challenge: a proof verifies once, so every answered submit needs a new one. */
  renew: () => void;
};

const UNSOLVED: Solved = { state: 'unverified', payload: null };

/** The next settled state of the widget (verified, error or expired). */
function settled(widget: AltchaWidgetElement): Promise<Solved> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<Solved>).detail;
      if (detail.state === 'verifying') return;
      widget.removeEventListener('statechange', listener);
      resolve(detail);
    };
    widget.addEventListener('statechange', listener);
  });
}

/** Solves `challenge` now; configured first, as the element may not have taken its attribute yet. */
async function startNow(widget: AltchaWidgetElement, challenge: string) {
  await widget.configure({ challenge: JSON.parse(challenge) });
  await widget.verify();
}

export function useHumanCheck(): HumanCheckControl {
  const [round, setRound] = useState(0);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const solved = useRef<Solved>(UNSOLVED);
  const renew = useCallback(() => setRound((value) => value + 1), []);
  const proof = useCallback(async () => {
    const element = widget.current;
    if (!element) return null;
    if (solved.current.state === 'verified') return solved.current.payload;
    if (solved.current.state === 'verifying') return (await settled(element)).payload;
    return (await element.verify())?.payload ?? null;
  }, []);
  return useMemo(() => ({ round, widget, solved, proof, renew }), [round, proof, renew]);
}

const WIDGET_STRINGS = [
  'label',
  'verifying',
  'verified',
  'waitAlert',
  'error',
  'expired',
  'verificationRequired',
  'footer',
  'ariaLinkLabel',
] as const;

/**
 * The ALTCHA proof of work of `form` (contract §3): rendered after mount, with a challenge the
 * gateway signed for that form (no other form's mutation accepts it), in the visitor's language. It starts solving as soon as the visitor focuses the
 * form, so a submit rarely waits for it. `problem` is the gateway's refusal of the last proof.
 */
export function HumanCheck({
  form,
  check,
  problem,
}: {
  form: ProtectedForm;
  check: HumanCheckControl;
  problem?: MessageId | null;
}) {
  const intl = useIntl();
  return (
    <div className={styles.check}>
      {/* A new round is a new widget with a new challenge. */}
      <ChallengeWidget key={check.round} form={form} check={check} />
      {problem && (
        <p className={styles.error} role="alert">
          {intl.formatMessage({ id: problem })}
        </p>
      )}
    </div>
  );
}

function ChallengeWidget({
  form,
  check: { widget, solved, renew },
}: {
  form: ProtectedForm;
  check: HumanCheckControl;
}) {
  const intl = useIntl();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    solved.current = UNSOLVED;
    const strings = Object.fromEntries(
      WIDGET_STRINGS.map((key) => [key, intl.formatMessage({ id: `verification.widget.${key}` })]),
    );
    Promise.all([import('./altchaWidget'), humanChallengeAction(form)])
      .then(([loaded, payload]) => {
        if (!current) return;
        loaded.setStrings(intl.locale, strings);
        if (payload) setChallenge(payload);
        else setFailed(true);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [intl, solved, form]);

  useEffect(() => {
    const element = widget.current;
    if (!element || !challenge) return;
    const onState = (event: Event) => {
      solved.current = (event as CustomEvent<Solved>).detail;
    };
    // An expired challenge cannot be solved again: start over with a fresh one.
    element.addEventListener('statechange', onState);
    element.addEventListener('expired', renew);
    // The visitor may have been typing before the challenge arrived: start now, not at the next focus.
    if (element.closest('form')?.contains(document.activeElement)) void startNow(element, challenge);
    return () => {
      element.removeEventListener('statechange', onState);
      element.removeEventListener('expired', renew);
    };
  }, [challenge, widget, solved, renew]);

  if (challenge)
    return <altcha-widget ref={widget} challenge={challenge} auto="onfocus" language={intl.locale} name="humanProof" />;
  if (failed)
    return (
      <p className={styles.muted}>
        {intl.formatMessage({ id: 'verification.unavailable' })}{' '}
        <button type="button" className={styles.retry} onClick={renew}>
          {intl.formatMessage({ id: 'verification.retry' })}
        </button>
      </p>
    );
  return (
    <p className={styles.muted} role="status">
      {intl.formatMessage({ id: 'verification.loading' })}
    </p>
  );
}
