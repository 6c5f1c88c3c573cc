'use client';

import { useId, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/platform/i18n/messages';
import styles from './form.module.css';

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string; 'aria-required'?: boolean };

type Props = {
  label: MessageId;
  /** The error's message id (zod issues carry message ids). */
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  required?: boolean;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (control: ControlProps) => ReactElement;
};

/** A labelled form field whose error and hint are linked to the control (aria-describedby). */
export function Field({ label, error, hint, optional, required, children }: Props) {
  const intl = useIntl();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage({ id: label })}
        {optional && (
          <span className={styles.optional}> ({intl.formatMessage({ id: 'checkout.field.optional' })})</span>
        )}
      </label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': !!error,
        'aria-describedby': describedBy,
        ...(required && { 'aria-required': true }),
      })}
      {/* Always there, so that an error appearing on blur is announced by screen readers. */}
      <div aria-live="polite" className={styles.fieldErrorLive}>
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {intl.formatMessage({ id: error as MessageId })}
          </p>
        )}
      </div>
    </div>
  );
}
