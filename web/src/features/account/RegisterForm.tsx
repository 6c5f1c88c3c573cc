'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import { readAnonymousUserId } from '@/platform/session/anonymousId';
import type { SessionUserFragment } from '@/gql/graphql';
import { useSession } from '@/platform/session/SessionProvider';
import { HumanCheck, useHumanCheck } from '@/ui/verification/HumanCheck';
import { registerAction } from './actions';
import { accountPath } from '../../platform/routing/accountPath';
import { FormProblem, formStyles, SubmitButton, TextField } from './FormParts';
import { type RegisterValues, registerSchema } from './schemas';
import { useAccountForm } from './useAccountForm';
import { useAccountNavigation } from './useAccountNavigation';
import styles from './account.module.css';

type Props = {
  /** Embedded in another flow (the plan checkout's data step): called with the user once signed in, instead of going to the account. */
  onSignedIn?: (user: SessionUserFragment | undefined) => void;
};

/** Create an account: signed in at once (the address is confirmed later, from the mail). */
export function RegisterForm({ onSignedIn }: Props = {}) {
  const intl = useIntl();
  const { locale, goTo } = useAccountNavigation();
  const session = useSession();
  const { form, problem, busy, submitWith } = useAccountForm<RegisterValues>(registerSchema, {
    email: '',
    password: '',
  });
  const check = useHumanCheck();
  const submit = submitWith(
    async (values) => registerAction(values, locale, readAnonymousUserId(), await check.proof()),
    (result) => {
      if (result.user) session.signedIn(result.user);
      if (onSignedIn) onSignedIn(result.user);
      else goTo('/');
    },
    // The gateway spent the proof: the next attempt needs a new one.
    () => {
      check.renew();
      return false;
    },
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField form={form} name="email" label="account.field.email" type="email" autoComplete="email" />
      {problem?.reason === 'EMAIL_TAKEN' && (
        <p className={styles.warning} role="alert">
          {intl.formatMessage(
            { id: 'account.register.taken' },
            {
              signIn: (chunks) => <Link href={accountPath(locale, '/sign-in/')}>{chunks}</Link>,
              reset: (chunks) => <Link href={accountPath(locale, '/forgot-password/')}>{chunks}</Link>,
            },
          )}
        </p>
      )}
      <TextField
        form={form}
        name="password"
        label="account.field.password"
        hint="account.field.newPassword.hint"
        type="password"
        autoComplete="new-password"
      />
      <HumanCheck form="REGISTER" check={check} />
      <FormProblem problem={problem} />
      <SubmitButton busy={busy} label="account.register.submit" />
      {!onSignedIn && (
        <p className={styles.links}>
          <span>
            {intl.formatMessage({ id: 'account.register.haveAccount' })}{' '}
            <Link href={accountPath(locale, '/sign-in/')}>{intl.formatMessage({ id: 'account.register.signIn' })}</Link>
          </span>
        </p>
      )}
    </form>
  );
}
