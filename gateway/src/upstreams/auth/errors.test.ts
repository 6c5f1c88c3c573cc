import { ForbiddenError, InputError, UnauthenticatedError } from '../../domain/errors';
import { RateLimitedError } from '../../limits/rate-limits';
import { authErrorFromBody, refusalOf } from './errors';

/** Strapi 5's error body, as users-permissions sends it. */
const strapi = (status: number, name: string, message: string, details: unknown = {}) =>
  authErrorFromBody(status, JSON.stringify({ data: null, error: { status, name, message, details } }), null);

describe("Strapi users-permissions errors as the contract's reasons", () => {
  it.each([
    ['Invalid identifier or password', 'INVALID_CREDENTIALS', undefined],
    ['Email or Username are already taken', 'EMAIL_TAKEN', 'email'],
    ['Incorrect code provided', 'INVALID_RESET_CODE', 'code'],
    ['The provided current password is invalid', 'WRONG_CURRENT_PASSWORD', 'currentPassword'],
    ['Passwords do not match', 'PASSWORDS_DO_NOT_MATCH', 'passwordConfirmation'],
    ['Password must be less than 73 bytes', 'WEAK_PASSWORD', 'password'],
    ['Invalid token', 'INVALID_CONFIRMATION', 'confirmation'],
    ['This provider is disabled', 'UNKNOWN_PROVIDER', 'provider'],
  ])('"%s" → %s on %s', (message, reason, field) => {
    const refusal = refusalOf(strapi(400, 'ValidationError', message));
    expect(refusal).toBeInstanceOf(InputError);
    expect(refusal).toMatchObject({ reason, field, fieldErrors: field ? { [field]: [reason] } : {} });
  });

  it('an unconfirmed email is FORBIDDEN with EMAIL_NOT_CONFIRMED (the password was right)', () => {
    const refusal = refusalOf(strapi(400, 'ApplicationError', 'Your account email is not confirmed'));
    expect(refusal).toBeInstanceOf(ForbiddenError);
    expect(refusal).toMatchObject({ reason: 'EMAIL_NOT_CONFIRMED' });
  });

  it.each([
    ['email_not_confirmed', undefined, ForbiddenError, 'EMAIL_NOT_CONFIRMED', undefined],
    ['same_password', 'password', InputError, 'PASSWORD_UNCHANGED', 'password'],
    ['weak_password', 'password', InputError, 'WEAK_PASSWORD', 'password'],
    ['invalid_value', 'email', InputError, 'INVALID_EMAIL', 'email'],
    ['required', 'code', InputError, 'INVALID_RESET_CODE', 'code'],
    ['social_sign_in_failed', undefined, InputError, 'SOCIAL_SIGN_IN_FAILED', undefined],
  ])("the backend's code %s on %s → %s %s", (code, field, kind, reason, expectedField) => {
    const body = { data: null, error: { status: 400, name: 'ApplicationError', message: 'Some English', code, field } };
    const refusal = refusalOf(authErrorFromBody(400, JSON.stringify(body), null));
    expect(refusal).toBeInstanceOf(kind);
    expect(refusal).toMatchObject({ reason, ...(expectedField && { field: expectedField }) });
  });

  it("a ValidationError's details become field errors by path, as codes", () => {
    const refusal = refusalOf(
      strapi(400, 'ValidationError', '2 errors occurred', {
        errors: [
          { path: ['email'], message: 'email must be a valid email', name: 'ValidationError' },
          { path: ['password'], message: 'Password must be less than 73 bytes', name: 'ValidationError' },
        ],
      }),
    );
    expect(refusal).toBeInstanceOf(InputError);
    expect((refusal as InputError).fieldErrors).toEqual({ email: ['INVALID_EMAIL'], password: ['WEAK_PASSWORD'] });
  });

  it('401 (forged, expired or revoked token) is UNAUTHENTICATED with SESSION_EXPIRED', () => {
    const refusal = refusalOf(strapi(401, 'UnauthorizedError', 'Missing or invalid credentials'));
    expect(refusal).toBeInstanceOf(UnauthenticatedError);
    expect(refusal).toMatchObject({ reason: 'SESSION_EXPIRED' });
  });

  it("429 is RATE_LIMITED with Strapi's Retry-After", () => {
    const error = authErrorFromBody(429, JSON.stringify({ error: { message: 'Too many requests' } }), '42');
    expect(refusalOf(error)).toEqual(expect.any(RateLimitedError));
    expect(refusalOf(error)).toMatchObject({ retryAfterSeconds: 42 });
  });

  it("anything else is not the visitor's doing: no refusal (UPSTREAM_ERROR), with spec §8's message", () => {
    expect(refusalOf(strapi(500, 'InternalServerError', 'Internal Server Error'))).toBeUndefined();
    expect(refusalOf(strapi(400, 'ApplicationError', 'Register action is currently disabled'))).toBeUndefined();
    const noBody = authErrorFromBody(502, '<html>Bad gateway</html>', null);
    expect(noBody.message).toBe('Unexpected error. Please contact us using chat on the bottom left corner.');
  });
});
