import { authFailure } from '@/platform/session/authFailure';
import { accountProblem } from './problems';

const refused = (extensions: Record<string, unknown>, status = 200) => authFailure([{ extensions }], status);

describe('accountProblem', () => {
  it('puts a field error on its field, in words of the web, never the gateway message', () => {
    const failure = refused({ code: 'BAD_USER_INPUT', reason: 'EMAIL_TAKEN', fieldErrors: { email: ['EMAIL_TAKEN'] } });
    expect(accountProblem(failure, ['email', 'password'])).toEqual({
      message: null,
      fields: { email: 'account.error.emailTaken' },
      reason: 'EMAIL_TAKEN',
    });
  });

  it('says a username may not be another email address (USERNAME_IS_EMAIL), on the username field', () => {
    const failure = refused({
      code: 'BAD_USER_INPUT',
      reason: 'USERNAME_IS_EMAIL',
      fieldErrors: { username: ['USERNAME_IS_EMAIL'] },
    });
    expect(accountProblem(failure, ['email', 'username']).fields).toEqual({
      username: 'account.error.usernameIsEmail',
    });
    expect(accountProblem(failure, ['email']).message).toBe('account.error.usernameIsEmail');
  });

  it('maps nested field paths by their last segment and ignores fields the form lacks', () => {
    const failure = refused({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'input.password': ['WEAK_PASSWORD'], captcha: ['WHATEVER'] },
    });
    const problem = accountProblem(failure, ['password']);
    expect(problem.fields).toEqual({ password: 'account.error.weakPassword' });
    expect(problem.message).toBeNull();
  });

  it('says the same for a wrong password and an unknown email (INVALID_CREDENTIALS)', () => {
    expect(accountProblem(refused({ code: 'BAD_USER_INPUT', reason: 'INVALID_CREDENTIALS' })).message).toBe(
      'account.error.invalidCredentials',
    );
  });

  it('keeps the reason a form acts on: a sign-in waiting for the email confirmation', () => {
    const problem = accountProblem(refused({ code: 'FORBIDDEN', reason: 'EMAIL_NOT_CONFIRMED' }), ['identifier']);
    expect(problem.reason).toBe('EMAIL_NOT_CONFIRMED');
  });

  it('shows the rate-limit message for a 429, even without a body', () => {
    expect(accountProblem(authFailure([], 429)).message).toBe('errors.rateLimit.message');
  });

  it('falls back to a general message for unknown reasons', () => {
    expect(accountProblem(refused({ code: 'INTERNAL_SERVER_ERROR' })).message).toBe('account.error.unexpected');
    expect(accountProblem(refused({ code: 'BAD_USER_INPUT', reason: 'SOMETHING_NEW' })).message).toBe(
      'account.error.unexpected',
    );
  });

  it.each(['HUMAN_PROOF_MISSING', 'HUMAN_PROOF_INVALID', 'HUMAN_PROOF_EXPIRED', 'HUMAN_PROOF_REPLAYED'])(
    'says why the register and forgot-password forms refused the human check (%s)',
    (reason) => {
      const failure = refused({ code: 'BAD_USER_INPUT', reason, fieldErrors: { humanProof: [reason] } });
      expect(accountProblem(failure, ['email', 'password']).message).toBe(`verification.error.${reason}`);
    },
  );
});
