'use client';

import type { UseFormReturn } from 'react-hook-form';
import { TextField } from './FormParts';

type WithNewPassword = { password: string; passwordConfirmation: string };

/** The new password and its repetition (reset and change password). */
export function NewPasswordFields<T extends WithNewPassword>({ form }: { form: UseFormReturn<T> }) {
  const typed = form as unknown as UseFormReturn<WithNewPassword>;
  return (
    <>
      <TextField
        form={typed}
        name="password"
        label="account.field.newPassword"
        hint="account.field.newPassword.hint"
        type="password"
        autoComplete="new-password"
      />
      <TextField
        form={typed}
        name="passwordConfirmation"
        label="account.field.passwordConfirmation"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
