import { UNEXPECTED_ERROR_MESSAGE, errorMessageOf, fieldErrorsOf } from './error-message';

describe('errorMessageOf (spec §8)', () => {
  it('joins non_field_errors first', () => {
    expect(errorMessageOf({ non_field_errors: ['Code expired.', 'Try another.'], error: 'x', detail: 'y' })).toBe(
      'Code expired. Try another.',
    );
  });

  it('then reads error', () => {
    expect(errorMessageOf({ error: 'Unknown diagram 123', detail: 'y' })).toBe('Unknown diagram 123');
    expect(errorMessageOf({ non_field_errors: [], error: 'Your card was declined.', code: 'card_declined' })).toBe(
      'Your card was declined.',
    );
  });

  it("reads Strapi's error object's message", () => {
    expect(
      errorMessageOf({ data: null, error: { status: 400, name: 'ValidationError', message: 'Invalid email' } }),
    ).toBe('Invalid email');
  });

  it('then detail', () => {
    expect(errorMessageOf({ detail: 'Order not found' })).toBe('Order not found');
  });

  it('falls back to the generic message', () => {
    for (const body of [
      undefined,
      null,
      'text',
      42,
      [],
      {},
      { error: '' },
      { non_field_errors: 'x'.slice(1) },
      { error: {} },
    ]) {
      expect(errorMessageOf(body)).toBe(UNEXPECTED_ERROR_MESSAGE);
    }
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('Unexpected error. Please contact us using chat on the bottom left corner.');
  });

  it('takes a single non_field_errors string too', () => {
    expect(errorMessageOf({ non_field_errors: 'Closed.' })).toBe('Closed.');
  });
});

describe('fieldErrorsOf', () => {
  it('keeps the per-field message lists only', () => {
    expect(
      fieldErrorsOf({ email: ['Enter a valid email address.'], name: 'Required', error: 'x', country: [] }),
    ).toEqual({
      email: ['Enter a valid email address.'],
      name: ['Required'],
    });
    expect(fieldErrorsOf(null)).toEqual({});
  });

  it("flattens the shop's nested errors into field paths", () => {
    expect(
      fieldErrorsOf({
        error: 'email: Enter a valid email address.',
        errors: { customer: { email: ['Enter a valid email address.'], vat_id: ['Must be a string.'] } },
      }),
    ).toEqual({ 'customer.email': ['Enter a valid email address.'], 'customer.vat_id': ['Must be a string.'] });
    expect(fieldErrorsOf({ code: 'invalid_card', errors: { card: { exp_month: ['Invalid expiry month.'] } } })).toEqual(
      {
        'card.exp_month': ['Invalid expiry month.'],
      },
    );
  });
});
