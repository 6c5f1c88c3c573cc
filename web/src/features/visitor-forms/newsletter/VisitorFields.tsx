'use client';

import Link from 'next/link';
import { type ReactNode, useId } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { timedRegister } from '@/ui/forms/validationTiming';
import type { MessageId } from '@/platform/i18n/messages';
import checkoutStyles from '@/ui/shop.module.css';
import formStyles from '@/ui/forms/form.module.css';
import styles from './VisitorFields.module.css';

type FieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: MessageId;
  /** The field's limit, said by its too-long message. */
  max?: number;
};

/** The field's error (a message id), with the field's name and limit for '{field} is not valid.' and the like. */
function useFieldError<T extends FieldValues>({ form, name, label, max }: FieldProps<T>) {
  const intl = useIntl();
  const id = form.formState.errors[name]?.message;
  if (typeof id !== 'string' || id === '') return undefined;
  return intl.formatMessage({ id: id as MessageId }, { field: intl.formatMessage({ id: label }), max });
}

/**
 * A field's error line, its room kept while empty: validated on blur, a field that loses its error
 * would otherwise pull the form up under the pointer, and the click that left it would land elsewhere.
 */
function FieldError({ id, error }: { id: string; error: string | undefined }) {
  // A live region, always rendered: an error that appears on blur is announced, not only seen.
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {error}
    </p>
  );
}

/** A labelled control, its hint and error tied to it (aria-describedby). */
function Labelled({
  label,
  hint,
  error,
  children,
}: {
  label: MessageId;
  hint?: MessageId;
  error?: string;
  children: (control: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {intl.formatMessage({ id: label })}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {intl.formatMessage({ id: hint })}
        </p>
      )}
      {children({ id, 'aria-invalid': !!error, 'aria-describedby': describedBy })}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function VisitorInput<T extends FieldValues>(
  props: FieldProps<T> & { type: 'email' | 'text'; autoComplete: 'email' | 'name' },
) {
  const { form, name, label, type, autoComplete } = props;
  return (
    <Labelled label={label} error={useFieldError(props)}>
      {(control) => (
        <input
          {...control}
          className={formStyles.input}
          type={type}
          autoComplete={autoComplete}
          aria-required
          {...timedRegister(form)(name)}
        />
      )}
    </Labelled>
  );
}

export function VisitorTextArea<T extends FieldValues>(props: FieldProps<T> & { hint?: MessageId }) {
  const { form, name, label, hint } = props;
  return (
    <Labelled label={label} hint={hint} error={useFieldError(props)}>
      {(control) => (
        <textarea {...control} className={formStyles.input} rows={4} aria-required {...timedRegister(form)(name)} />
      )}
    </Labelled>
  );
}

/** The form's submit button: its label while the gateway answers ('Signing up...', 'Sending...'). */
export function VisitorSubmit({ busy, label, busyLabel }: { busy: boolean; label: MessageId; busyLabel: MessageId }) {
  const intl = useIntl();
  return (
    <button type="submit" className={`button ${checkoutStyles.submit} ${styles.submit}`} disabled={busy}>
      {intl.formatMessage({ id: busy ? busyLabel : label })}
    </button>
  );
}

/** The agreement checkbox (spec §3), its label linking to the terms and privacy section of /contact. */
export function AgreementCheckbox<T extends FieldValues>(props: FieldProps<T> & { termsHref: string }) {
  const { form, name, label, termsHref } = props;
  const intl = useIntl();
  const id = useId();
  const error = useFieldError(props);
  return (
    <div className={styles.field}>
      <div className={styles.agreement}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required
          {...timedRegister(form)(name)}
        />
        <label htmlFor={id} className={styles.agreementLabel}>
          {intl.formatMessage(
            { id: label },
            {
              terms: (chunks) => (
                <Link href={termsHref} className={styles.link}>
                  {chunks}
                </Link>
              ),
            },
          )}
        </label>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
