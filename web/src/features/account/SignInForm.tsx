'use client';

import Link from 'next/link';
import { useIntl } from 'react-intl';
import { readAnonymousUserId } from '@/platform/session/anonymousId';
import type { SessionUserFragment } from '@/gql/graphql';
import { useSession } from '@/platform/session/SessionProvider';
import { signInAction } from './actions';
import { accountPath } from '../../platform/routing/accountPath';
import { FormProblem, formStyles, SubmitButton, TextField } from './FormParts';
import { type SignInValues, signInSchema } from './schemas';
import { PENDING_EMAIL_KEY, useAccountNavigation } from './useAccountNavigation';
import { useAccountForm } from './useAccountForm';
import styles from './account.module.css';

type Props = {
  /** Embedded in another flow (the plan checkout's data step): called with the user once signed in, instead of going to the account. */
  onSignedIn?: (user: SessionUserFragment | undefined) => void;
};

/** Sign in with email and password; an unconfirmed address is sent to "confirm your email". */
export function SignInForm({ onSignedIn }: Props = {}) {
  const intl = useIntl();
  const { locale, goTo } = useAccountNavigation();
  const session = useSession();
  const { form, problem, busy, submitWith } = useAccountForm<SignInValues>(signInSchema, {
    identifier: '',
    password: '',
  });

  const submit = submitWith(
    (values) => signInAction(values, locale, readAnonymousUserId()),
    (result) => {
      if (result.user) session.signedIn(result.user);
      if (onSignedIn) onSignedIn(result.user);
      else goTo('/');
    },
    (refusal, values) => {
      if (refusal.reason !== 'EMAIL_NOT_CONFIRMED') return false;
      sessionStorage.setItem(PENDING_EMAIL_KEY, values.identifier);
      goTo('/confirm-email/');
      return true;
    },
  );

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <TextField form={form} name="identifier" label="account.field.email" type="email" autoComplete="email" />
      <TextField
        form={form}
        name="password"
        label="account.field.password"
        type="password"
        autoComplete="current-password"
      />
      <FormProblem problem={problem} />
      <SubmitButton busy={busy} label="account.signIn.submit" />
      <p className={styles.links}>
        <Link href={accountPath(locale, '/forgot-password/')}>
          {intl.formatMessage({ id: 'account.signIn.forgot' })}
        </Link>
        {!onSignedIn && (
          <span>
            {intl.formatMessage({ id: 'account.signIn.noAccount' })}{' '}
            <Link href={accountPath(locale, '/register/')}>
              {intl.formatMessage({ id: 'account.signIn.register' })}
            </Link>
          </span>
        )}
      </p>
    </form>
  );
}
