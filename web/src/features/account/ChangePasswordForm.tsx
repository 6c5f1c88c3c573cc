'use client';

import { useState } from 'react';
import { changePasswordAction } from './actions';
import { Done, FormProblem, formStyles, SubmitButton, TextField } from './FormParts';
import { NewPasswordFields } from './NewPasswordFields';
import { type ChangePasswordValues, changePasswordSchema } from './schemas';
import { useAccountForm } from './useAccountForm';

/** Change the password while signed in; the session continues under the new token. */
export function ChangePasswordForm() {
  const [changed, setChanged] = useState(false);
  const { form, problem, busy, submitWith } = useAccountForm<ChangePasswordValues>(changePasswordSchema, {
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
  });
  const submit = submitWith(changePasswordAction, () => {
    form.reset();
    setChanged(true);
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
      {changed && <Done message="account.changePassword.done" />}
      <TextField
        form={form}
        name="currentPassword"
        label="account.field.currentPassword"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields form={form} />
      <FormProblem problem={problem} />
      <SubmitButton busy={busy} label="account.changePassword.submit" />
    </form>
  );
}
