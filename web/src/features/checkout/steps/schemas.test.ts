import { cardInput, luhnValid, parseExpiry } from './cardRules';
import { cardSchema } from './cardSchema';
import { customerInput } from './customerInput';
import { customerSchema } from './customerSchema';

describe('customer data', () => {
  const valid = { email: 'ann@example.com', name: 'Ann', country: 'DE', company: '', vatId: '' };

  it('accepts a complete customer and leaves empty optional fields out', () => {
    const parsed = customerSchema.parse(valid);
    expect(customerInput(parsed)).toEqual({
      email: 'ann@example.com',
      name: 'Ann',
      country: 'DE',
      company: null,
      vatId: null,
    });
    expect(customerInput(customerSchema.parse({ ...valid, company: ' ACME ', vatId: 'de 123456789' }))).toMatchObject({
      company: 'ACME',
      vatId: 'DE123456789',
    });
  });

  it('names each problem with a message id', () => {
    const result = customerSchema.safeParse({ email: 'nope', name: ' ', country: 'XX', company: '', vatId: '<>' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      email: 'checkout.data.email.invalid',
      name: 'checkout.data.name.required',
      country: 'checkout.data.country.required',
      vatId: 'checkout.data.vatId.invalid',
    });
    expect(customerSchema.safeParse({ ...valid, email: '' }).error!.issues[0].message).toBe(
      'checkout.data.email.required',
    );
  });
});

describe('card form', () => {
  const schema = cardSchema(() => new Date('2026-11-22T00:00:00Z'));
  const valid = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ann' };

  it('checks the Luhn digit of the test cards', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('reads MM/YY and MM/YYYY expiries', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('4 / 2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('0427')).toBeNull();
  });

  it('turns a valid form into the gateway card', () => {
    expect(cardInput(schema.parse(valid))).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
      name: 'Ann',
    });
  });

  it('refuses bad numbers, past or malformed expiries, bad cvc and no name', () => {
    const messages = (values: typeof valid) =>
      (schema.safeParse(values).error?.issues ?? []).map((issue) => `${String(issue.path[0])}:${issue.message}`);
    expect(messages({ ...valid, number: '4242 4242 4242 4241' })).toEqual(['number:checkout.payment.number.invalid']);
    expect(messages({ ...valid, number: '' })).toEqual(['number:checkout.payment.number.required']);
    expect(messages({ ...valid, expiry: '10/26' })).toEqual(['expiry:checkout.payment.expiry.past']);
    expect(messages({ ...valid, expiry: '11/26' })).toEqual([]);
    expect(messages({ ...valid, expiry: 'soon' })).toEqual(['expiry:checkout.payment.expiry.invalid']);
    expect(messages({ ...valid, cvc: '12' })).toEqual(['cvc:checkout.payment.cvc.invalid']);
    expect(messages({ ...valid, name: '' })).toEqual(['name:checkout.payment.name.required']);
  });
});
