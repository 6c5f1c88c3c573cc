import { InputError } from './errors';
import { checkContactMessage, checkFreeSample, checkNewsletterToken } from './forms';

function fieldErrorsOf(check: () => unknown) {
  try {
    check();
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return { reason: (error as InputError).reason, fieldErrors: (error as InputError).fieldErrors };
  }
  throw new Error('expected a refusal');
}

const sample = { email: ' Ada@Example.COM ', message: ' A sample, please ', agreement: true };
const contact = { ...sample, name: ' Ada ' };

describe('checkFreeSample', () => {
  it('trims, lower-cases the email and keeps the consent label', () => {
    expect(checkFreeSample({ ...sample, consentText: ' I agree ' })).toEqual({
      email: 'ada@example.com',
      message: 'A sample, please',
      consentText: 'I agree',
    });
  });

  it('refuses every bad field at once, by input path', () => {
    expect(fieldErrorsOf(() => checkFreeSample({ email: ' ', message: '', agreement: false }))).toEqual({
      reason: 'EMAIL_REQUIRED',
      fieldErrors: {
        'input.email': ['EMAIL_REQUIRED'],
        'input.message': ['MESSAGE_REQUIRED'],
        'input.agreement': ['TERMS_REQUIRED'],
      },
    });
    expect(fieldErrorsOf(() => checkFreeSample({ ...sample, email: 'ada@example' })).fieldErrors).toEqual({
      'input.email': ['EMAIL_INVALID'],
    });
  });

  it('allows 2,000 characters of message, not 2,001 (10,000 refused)', () => {
    expect(checkFreeSample({ ...sample, message: 'é'.repeat(2000) }).message).toHaveLength(2000);
    for (const length of [2001, 10_000]) {
      expect(fieldErrorsOf(() => checkFreeSample({ ...sample, message: 'x'.repeat(length) })).fieldErrors).toEqual({
        'input.message': ['MESSAGE_TOO_LONG'],
      });
    }
  });

  it('cuts a consent label to 500 characters, never inside one', () => {
    expect(checkFreeSample({ ...sample, consentText: 'y'.repeat(600) }).consentText).toHaveLength(500);
    expect(checkFreeSample({ ...sample, consentText: `${'y'.repeat(499)}😀` }).consentText).toBe('y'.repeat(499));
  });
});

describe('checkContactMessage', () => {
  it('refuses a missing or too long name, and allows 5,000 characters of message', () => {
    expect(checkContactMessage({ ...contact, message: 'x'.repeat(5000) }).name).toBe('Ada');
    expect(fieldErrorsOf(() => checkContactMessage({ ...contact, name: '' })).fieldErrors).toEqual({
      'input.name': ['NAME_REQUIRED'],
    });
    expect(
      fieldErrorsOf(() => checkContactMessage({ ...contact, name: 'n'.repeat(201), message: 'x'.repeat(5001) })),
    ).toEqual({
      reason: 'NAME_TOO_LONG',
      fieldErrors: { 'input.name': ['NAME_TOO_LONG'], 'input.message': ['MESSAGE_TOO_LONG'] },
    });
  });
});

describe('checkNewsletterToken', () => {
  it('refuses an empty or absurdly long token without asking the backend', () => {
    expect(checkNewsletterToken(' abc ')).toBe('abc');
    expect(fieldErrorsOf(() => checkNewsletterToken(''))).toEqual({
      reason: 'INVALID_TOKEN',
      fieldErrors: { token: ['INVALID_TOKEN'] },
    });
    expect(fieldErrorsOf(() => checkNewsletterToken('t'.repeat(501))).reason).toBe('INVALID_TOKEN');
  });
});
