'use client';

import { useSession } from '@/platform/session/SessionProvider';
import { deleteAccountAction } from './actions';
import { FormProblem, formStyles, SubmitButton, TextField } from './FormParts';
import { type DeleteAccountValues, deleteAccountSchema } from './schemas';
import { useAccountForm } from './useAccountForm';
import { useAccountNavigation } from './useAccountNavigation';

/** GDPR erasure, confirmed by the password; the session ends with the account. */
export function DeleteAccountForm() {
  const { goTo } = useAccountNavigation();
  const session = useSession();
  const { form, problem, busy, submitWith } = useAccountForm<DeleteAccountValues>(deleteAccountSchema, {
    password: '',
  });
  const submit = submitWith(deleteAccountAction, () => {
    session.signedOut();
    goTo('/sign-in/', '?deleted=1');
  });
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        form={form}
        name="password"
        label="account.field.password"
        type="password"
        autoComplete="current-password"
      />
      <FormProblem problem={problem} />
      <SubmitButton busy={busy} label="account.privacy.delete.submit" />
    </form>
  );
}
