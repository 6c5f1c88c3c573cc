import type { IntlShape } from 'react-intl';
import { accountProblem } from '@/features/account/problems';
import type { AuthFailure } from '@/platform/session/authFailure';
import { ErrorNotice } from '@/ui/ErrorNotice';

/** An account read that failed (the plan, the library), said in the visitor's language. */
export function FailureNotice({ intl, failure }: { intl: IntlShape; failure: AuthFailure }) {
  return (
    <ErrorNotice>
      {intl.formatMessage({ id: accountProblem(failure).message ?? 'account.error.unexpected' })}
    </ErrorNotice>
  );
}
