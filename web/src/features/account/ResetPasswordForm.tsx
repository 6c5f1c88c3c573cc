'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import { useSession } from '@/platform/session/SessionProvider';
import { resetPasswordAction } from './actions';
import { accountPath } from '../../platform/routing/accountPath';
import { FormProblem, formStyles, SubmitButton } from './FormParts';
import { NewPasswordFields } from './NewPasswordFields';
import { type ResetPasswordValues, resetPasswordSchema } from './schemas';
import { useAccountForm } from './useAccountForm';
import { useAccountNavigation } from './useAccountNavigation';

/** A new password from the mailed link's code; signed in with it on success. */
export function ResetPasswordForm({ code }: { code: string }) {
  const intl = useIntl();
  const { locale, goTo } = useAccountNavigation();
  const session = useSession();
  const { form, problem, busy, submitWith } = useAccountForm<ResetPasswordValues>(resetPasswordSchema, {
    password: '',
    passwordConfirmation: '',
  });
  const submit = submitWith(
    (values) => resetPasswordAction(values, code),
    (result) => {
      if (result.user) session.signedIn(result.user);
      goTo('/');
    },
  );
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <NewPasswordFields form={form} />
      <FormProblem problem={problem} />
      {problem?.reason === 'INVALID_RESET_CODE' && (
        <Link href={accountPath(locale, '/forgot-password/')}>
          {intl.formatMessage({ id: 'account.reset.askAgain' })}
        </Link>
      )}
      <SubmitButton busy={busy} label="account.reset.submit" />
    </form>
  );
}
