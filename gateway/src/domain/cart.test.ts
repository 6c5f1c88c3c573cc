import { type PricedItem, cartCodeStatus, cartLine, cartTotals, licenseOf, normalizeCode } from './cart';

const item = (overrides: Partial<PricedItem> = {}): PricedItem => ({
  diagramId: 1,
  licenseId: 1,
  specialOfferId: null,
  code: null,
  codeStatus: null,
  discounts: [],
  finalPrices: [
    { currency: 'USD', amount: '19.00' },
    { currency: 'EUR', amount: '17.00' },
  ],
  ...overrides,
});

describe('licences', () => {
  it("licence 1 is 'Single user' (spec §9); others are unknown", () => {
    expect(licenseOf(1)).toEqual({ id: 1, description: 'Single user' });
    expect(licenseOf(2)).toBeUndefined();
  });
});

describe('cartLine', () => {
  it('price = final price + discount, subtotal = price − discount, per currency', () => {
    const line = cartLine(
      item({
        discounts: [
          { currency: 'EUR', amount: '1.70' },
          { currency: 'USD', amount: '1.90' },
        ],
        finalPrices: [
          { currency: 'EUR', amount: '15.30' },
          { currency: 'USD', amount: '17.10' },
        ],
      }),
    );
    expect(line.prices).toEqual([
      { currency: 'USD', amount: '19.00' },
      { currency: 'EUR', amount: '17.00' },
    ]);
    expect(line.discounts).toEqual([
      { currency: 'USD', amount: '1.90' },
      { currency: 'EUR', amount: '1.70' },
    ]);
    expect(line.subtotals).toEqual([
      { currency: 'USD', amount: '17.10' },
      { currency: 'EUR', amount: '15.30' },
    ]);
    expect(line.license).toEqual({ id: 1, description: 'Single user' });
  });

  it('a discount in a currency the final prices lack counts that currency as 0 (spec §3)', () => {
    const line = cartLine(item({ discounts: [{ currency: 'CAD', amount: '2.00' }] }));
    expect(line.prices).toContainEqual({ currency: 'CAD', amount: '2.00' });
    expect(line.subtotals).toContainEqual({ currency: 'CAD', amount: '0.00' });
  });
});

describe('cartTotals', () => {
  it('sums subtotals and discounts as price sets, with decimal arithmetic', () => {
    const lines = [
      cartLine(item({ finalPrices: [{ currency: 'USD', amount: '0.10' }], discounts: [{ currency: 'USD', amount: '0.20' }] })),
      cartLine(item({ finalPrices: [{ currency: 'USD', amount: '0.20' }, { currency: 'EUR', amount: '5.00' }] })),
    ];
    expect(cartTotals(lines)).toEqual({
      totals: [
        { currency: 'USD', amount: '0.30' },
        { currency: 'EUR', amount: '5.00' },
      ],
      discountTotals: [{ currency: 'USD', amount: '0.20' }],
      hasDiscount: true,
    });
  });

  it('an empty cart totals nothing and has no discount', () => {
    expect(cartTotals([])).toEqual({ totals: [], discountTotals: [], hasDiscount: false });
  });

  it('has a discount only when some discount amount is above 0 (spec §4)', () => {
    const zero = cartLine(item({ discounts: [{ currency: 'USD', amount: '0.00' }, { currency: 'EUR', amount: '0' }] }));
    expect(cartTotals([zero]).hasDiscount).toBe(false);
    expect(cartTotals([cartLine(item({ discounts: [{ currency: 'USD', amount: '0.01' }] }))]).hasDiscount).toBe(true);
  });
});

describe('cartCodeStatus', () => {
  it('applied wins, then expired, then unknown; null without one', () => {
    expect(cartCodeStatus([item({ codeStatus: 'UNKNOWN' }), item({ codeStatus: 'APPLIED' })])).toBe('APPLIED');
    expect(cartCodeStatus([item({ codeStatus: 'UNKNOWN' }), item({ codeStatus: 'EXPIRED' })])).toBe('EXPIRED');
    expect(cartCodeStatus([item({ codeStatus: 'UNKNOWN' })])).toBe('UNKNOWN');
    expect(cartCodeStatus([item(), item()])).toBeNull();
    expect(cartCodeStatus([])).toBeNull();
  });
});

describe('normalizeCode', () => {
  it('trims; blank is no code', () => {
    expect(normalizeCode('  WELCOME10 ')).toBe('WELCOME10');
    expect(normalizeCode('  ')).toBeNull();
    expect(normalizeCode(null)).toBeNull();
    expect(normalizeCode(undefined)).toBeNull();
  });
});
