import { cartCurrency, displayPrice } from './display';
import type { PriceSet } from './price-set';

const usdEur: PriceSet = [
  { currency: 'USD', amount: '35.00' },
  { currency: 'EUR', amount: '32.20' },
];
const usdOnly: PriceSet = [{ currency: 'USD', amount: '12.00' }];

describe('displayPrice (spec §9)', () => {
  it('shows the amount in the chosen currency when the set has it', () => {
    expect(displayPrice(usdEur, 'EUR')).toEqual({ currency: 'EUR', amount: '32.20' });
  });

  it('falls back to USD, then to 0 USD', () => {
    expect(displayPrice(usdEur, 'CAD')).toEqual({ currency: 'USD', amount: '35.00' });
    expect(displayPrice([{ currency: 'GBP', amount: '3.00' }], 'EUR')).toEqual({ currency: 'USD', amount: '0.00' });
  });

  it('shows an empty set as 0 in the chosen currency', () => {
    expect(displayPrice([], 'CAD')).toEqual({ currency: 'CAD', amount: '0.00' });
  });
});

describe('cartCurrency', () => {
  it("is the visitor's currency when every line has a price in it", () => {
    expect(cartCurrency([usdEur, usdEur], 'EUR')).toBe('EUR');
  });

  it('is USD as soon as one line lacks it, so a cart never mixes currencies', () => {
    expect(cartCurrency([usdEur, usdOnly], 'EUR')).toBe('USD');
  });

  it("is the visitor's currency for an empty cart", () => {
    expect(cartCurrency([], 'CAD')).toBe('CAD');
  });
});
