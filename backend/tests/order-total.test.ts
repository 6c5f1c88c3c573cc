import { orderTotal } from '../src/domains/shop/order-total';

describe('orderTotal', () => {
  const subtotal = [
    { currency: 'USD', amount: '35.00' },
    { currency: 'EUR', amount: '32.20' },
  ] as const;

  it("is the subtotal in the order's currency: what the visitor saw and what payment charges", () => {
    expect(orderTotal(subtotal, 'EUR')).toEqual({ currency: 'EUR', amount: '32.20' });
    expect(orderTotal(subtotal, 'USD')).toEqual({ currency: 'USD', amount: '35.00' });
  });

  it('falls back to USD for a row stored before the currency rule whose subtotal lacks its currency', () => {
    expect(orderTotal(subtotal, 'CAD')).toEqual({ currency: 'USD', amount: '35.00' });
  });
});
