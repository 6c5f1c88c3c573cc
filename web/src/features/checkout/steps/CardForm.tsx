'use client';

import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '@/ui/forms/lazyResolver';
import { timedRegister, VALIDATION_TIMING } from '@/ui/forms/validationTiming';
import { useIntl } from 'react-intl';
import type { CardInput } from '@/gql/graphql';
import type { MessageId } from '@/platform/i18n/messages';
import { ErrorNotice } from '@/ui/ErrorNotice';
import { cardInput } from './cardRules';
import type { CardFormValues, CardValues } from './cardSchema';
import { type CardField, type CheckoutProblem, paymentProblem } from './errors';
import { Field } from '../../../ui/forms/Field';
import { newIdempotencyKey } from './idempotency';
import styles from '../../../ui/shop.module.css';
import formStyles from '@/ui/forms/form.module.css';

const resolver = lazyResolver<CardFormValues, CardValues>(() => import('./cardSchema'));

type Props = {
  /** The name the card holder field starts with. */
  defaultName: string;
  /** The submit button's words, e.g. "Pay $19.00". */
  payLabel: string;
  /** Shown when the card is declined (what stays unpaid). */
  declined: MessageId;
  /** Charges `card` under `idempotencyKey`: true once paid (the caller moves on), false when declined. */
  charge: (card: CardInput, idempotencyKey: string) => Promise<boolean>;
  /** The visitor's words for a failed charge; the order payment's by default. */
  problemOf?: (error: unknown) => CheckoutProblem<CardField>;
};

/**
 * A card payment form (orders and plans). The button is disabled and reads 'Loading...' while
 * paying, and one attempt keeps one idempotency key, so a double click or a retry charges once. A
 * declined card leaves the form ready for another card (a new attempt, a new key).
 */
export function CardForm({ defaultName, payLabel, declined, charge, problemOf = paymentProblem }: Props) {
  const intl = useIntl();
  const [failure, setFailure] = useState<MessageId | null>(null);
  // One attempt, one key: kept across retries of the same card after a failure whose outcome is unknown.
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const form = useForm<CardFormValues, unknown, CardValues>({
    resolver,
    ...VALIDATION_TIMING,
    defaultValues: { number: '', expiry: '', cvc: '', name: defaultName },
  });
  const {
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const register = timedRegister(form);

  async function pay(values: CardValues) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const card = cardInput(values);
    const fingerprint = JSON.stringify(card);
    if (!attempt.current || attempt.current.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    }
    try {
      if (await charge(card, attempt.current.key)) return;
      // Declined: nothing is paid; the next attempt is a new one.
      attempt.current = null;
      setFailure(declined);
    } catch (error) {
      // In the visitor's language, from the gateway's codes and field paths, never its English message.
      const problem = problemOf(error);
      const isDecline = problem.message === 'checkout.payment.declined';
      // A known outcome (declined, key used elsewhere) ends the attempt; an unknown one keeps its key for the retry.
      if (problem.newKeyNeeded || isDecline) attempt.current = null;
      for (const [field, message] of Object.entries(problem.fields) as [keyof CardFormValues, MessageId][]) {
        setError(field, { type: 'server', message });
      }
      setFailure(isDecline ? declined : problem.message);
    }
    inFlight.current = false;
    setBusy(false);
  }

  return (
    <form className={formStyles.form} onSubmit={handleSubmit(pay)} noValidate aria-busy={busy}>
      <h2 className={styles.sectionTitle}>{intl.formatMessage({ id: 'checkout.payment.card.title' })}</h2>
      <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.payment.testCards' })}</p>
      <Field label="checkout.payment.number.label" error={errors.number?.message} required>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            {...register('number')}
          />
        )}
      </Field>
      <div className={formStyles.fieldRow}>
        <Field label="checkout.payment.expiry.label" error={errors.expiry?.message} required>
          {(control) => (
            <input
              {...control}
              className={formStyles.input}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={intl.formatMessage({ id: 'checkout.payment.expiry.placeholder' })}
              {...register('expiry')}
            />
          )}
        </Field>
        <Field label="checkout.payment.cvc.label" error={errors.cvc?.message} required>
          {(control) => (
            <input
              {...control}
              className={formStyles.input}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...register('cvc')}
            />
          )}
        </Field>
      </div>
      <Field label="checkout.payment.name.label" error={errors.name?.message} required>
        {(control) => <input {...control} className={formStyles.input} autoComplete="cc-name" {...register('name')} />}
      </Field>
      {failure && (
        <ErrorNotice>
          <span data-testid={failure === declined ? 'payment-declined' : 'payment-failure'}>
            {intl.formatMessage({ id: failure })}
          </span>
        </ErrorNotice>
      )}
      <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-disabled={busy}>
        {busy ? intl.formatMessage({ id: 'checkout.loading' }) : payLabel}
      </button>
    </form>
  );
}
