'use client';

import { useEffect, useState } from 'react';
import { useSession } from '@/platform/session/SessionProvider';
import { sendConfirmationAction } from './actions';
import { Done, FormProblem, formStyles, SubmitButton, TextField } from './FormParts';
import { type EmailValues, emailSchema } from './schemas';
import { useAccountForm } from './useAccountForm';
import { PENDING_EMAIL_KEY, useAccountNavigation } from './useAccountNavigation';

/** "Send the mail again": the address of the refused sign-in, or of the signed-in account. */
export function ResendConfirmationForm() {
  const { locale } = useAccountNavigation();
  const session = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, problem, busy, submitWith } = useAccountForm<EmailValues>(emailSchema, { email: '' });
  const known = session.user?.email;
  useEffect(() => {
    const email = sessionStorage.getItem(PENDING_EMAIL_KEY) ?? known;
    if (email && !form.getValues('email')) form.setValue('email', email);
  }, [form, known]);
  const submit = submitWith(
    (values) => sendConfirmationAction(values, locale),
    () => setSentTo(form.getValues('email')),
  );
  return (
    <>
      {sentTo && <Done message="account.confirmEmail.sent" values={{ email: sentTo }} />}
      <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <TextField form={form} name="email" label="account.field.email" type="email" autoComplete="email" />
        <FormProblem problem={problem} />
        <SubmitButton busy={busy} label="account.confirmEmail.resend" />
      </form>
    </>
  );
}
