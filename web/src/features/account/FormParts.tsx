'use client';

import type { InputHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Field } from '@/ui/forms/Field';
import { timedRegister } from '@/ui/forms/validationTiming';
import styles from '@/ui/shop.module.css';
import formStyles from '@/ui/forms/form.module.css';
import type { MessageId } from '@/platform/i18n/messages';
import { ErrorNotice } from '@/ui/ErrorNotice';
import type { AccountProblem } from './problems';
import accountStyles from './account.module.css';

type TextFieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: MessageId;
  hint?: MessageId;
  type: 'email' | 'password' | 'text';
  autoComplete: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
};

/** A labelled input of an account form, its error (a message id) shown on it. */
export function TextField<T extends FieldValues>({ form, name, label, hint, type, autoComplete }: TextFieldProps<T>) {
  const intl = useIntl();
  const error = form.formState.errors[name]?.message;
  return (
    <Field
      label={label}
      error={typeof error === 'string' ? error : undefined}
      hint={hint && intl.formatMessage({ id: hint })}
      required
    >
      {(control) => (
        <input
          {...control}
          className={formStyles.input}
          type={type}
          autoComplete={autoComplete}
          {...timedRegister(form)(name)}
        />
      )}
    </Field>
  );
}

/** The form's own message, when the fields do not say it all. */
export function FormProblem({ problem }: { problem: AccountProblem | null }) {
  const intl = useIntl();
  if (!problem?.message) return null;
  return <ErrorNotice>{intl.formatMessage({ id: problem.message })}</ErrorNotice>;
}

/** The submit button; "Please wait…" while the server answers. */
export function SubmitButton({ busy, label }: { busy: boolean; label: MessageId }) {
  const intl = useIntl();
  return (
    <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-disabled={busy}>
      {intl.formatMessage({ id: busy ? 'account.wait' : label })}
    </button>
  );
}

/** A success message, announced to screen readers. */
export function Done({ message, values }: { message: MessageId; values?: Record<string, string> }) {
  const intl = useIntl();
  return (
    <p role="status" className={accountStyles.success}>
      {intl.formatMessage({ id: message }, values)}
    </p>
  );
}

export { formStyles };
