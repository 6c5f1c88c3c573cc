import {
  MAX_CART_ITEMS,
  type PricedItem,
  cartCodeStatus,
  cartLine,
  cartTotals,
  licenseOf,
  normalizeCode,
  validCartItems,
} from './cart';

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
      cartLine(
        item({ finalPrices: [{ currency: 'USD', amount: '0.10' }], discounts: [{ currency: 'USD', amount: '0.20' }] }),
      ),
      cartLine(
        item({
          finalPrices: [
            { currency: 'USD', amount: '0.20' },
            { currency: 'EUR', amount: '5.00' },
          ],
        }),
      ),
    ];
    expect(cartTotals(lines, 'USD')).toEqual({
      currency: 'USD',
      totals: [
        { currency: 'USD', amount: '0.30' },
        { currency: 'EUR', amount: '5.00' },
      ],
      discountTotals: [{ currency: 'USD', amount: '0.20' }],
      hasDiscount: true,
    });
  });

  it('an empty cart totals nothing and has no discount', () => {
    expect(cartTotals([], 'EUR')).toEqual({ currency: 'EUR', totals: [], discountTotals: [], hasDiscount: false });
  });

  it('has a discount only when some discount amount is above 0 (spec §4)', () => {
    const zero = cartLine(
      item({
        discounts: [
          { currency: 'USD', amount: '0.00' },
          { currency: 'EUR', amount: '0' },
        ],
      }),
    );
    expect(cartTotals([zero], 'USD').hasDiscount).toBe(false);
    expect(cartTotals([cartLine(item({ discounts: [{ currency: 'USD', amount: '0.01' }] }))], 'USD').hasDiscount).toBe(
      true,
    );
  });

  it("is shown and paid in the visitor's currency when every line has it, else in USD", () => {
    const euroLine = cartLine(item());
    const dollarOnly = cartLine(item({ finalPrices: [{ currency: 'USD', amount: '5.00' }] }));
    expect(cartTotals([euroLine, euroLine], 'EUR').currency).toBe('EUR');
    expect(cartTotals([euroLine, dollarOnly], 'EUR').currency).toBe('USD');
  });
});

describe('validCartItems', () => {
  it('keeps each diagram once, with licence 1 by default', () => {
    expect(
      validCartItems([{ diagramId: 7 }, { diagramId: 8, specialOfferId: 2 }, { diagramId: 7, licenseId: 1 }]),
    ).toEqual([
      { diagramId: 7, licenseId: 1, specialOfferId: null },
      { diagramId: 8, licenseId: 1, specialOfferId: 2 },
    ]);
  });

  it("refuses another licence with spec §4's 'Not implemented'", () => {
    expect(() => validCartItems([{ diagramId: 7, licenseId: 2 }])).toThrow(
      expect.objectContaining({
        reason: 'NOT_IMPLEMENTED',
        message: 'Not implemented: licence 2',
        field: 'items.0.licenseId',
      }),
    );
  });

  it('refuses ids that cannot be diagrams, and carts past the limit', () => {
    expect(() => validCartItems([{ diagramId: 1 }, { diagramId: 0 }])).toThrow(
      expect.objectContaining({ reason: 'UNKNOWN_DIAGRAM', field: 'items.1.diagramId' }),
    );
    const tooMany = Array.from({ length: MAX_CART_ITEMS + 1 }, (_, index) => ({ diagramId: index + 1 }));
    expect(() => validCartItems(tooMany)).toThrow(
      expect.objectContaining({ reason: 'CART_TOO_LARGE', field: 'items' }),
    );
    expect(validCartItems(tooMany.slice(1))).toHaveLength(MAX_CART_ITEMS);
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
