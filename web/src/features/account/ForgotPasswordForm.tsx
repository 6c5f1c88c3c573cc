'use client';

import { useState } from 'react';
import { HumanCheck, useHumanCheck } from '@/ui/verification/HumanCheck';
import { forgotPasswordAction } from './actions';
import { Done, FormProblem, formStyles, SubmitButton, TextField } from './FormParts';
import { type EmailValues, emailSchema } from './schemas';
import { useAccountForm } from './useAccountForm';
import { useAccountNavigation } from './useAccountNavigation';

/** Ask for the reset mail; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { locale } = useAccountNavigation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, problem, busy, submitWith } = useAccountForm<EmailValues>(emailSchema, { email: '' });
  const check = useHumanCheck();
  const submit = submitWith(
    async (values) => forgotPasswordAction(values, locale, await check.proof()),
    () => setSentTo(form.getValues('email')),
    // The gateway spent the proof: the next attempt needs a new one.
    () => {
      check.renew();
      return false;
    },
  );
  if (sentTo) return <Done message="account.forgot.sent" values={{ email: sentTo }} />;
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField form={form} name="email" label="account.field.email" type="email" autoComplete="email" />
      <HumanCheck form="FORGOT_PASSWORD" check={check} />
      <FormProblem problem={problem} />
      <SubmitButton busy={busy} label="account.forgot.submit" />
    </form>
  );
}
