import { codeResult, offerApplies, priceLine, totalsOf } from '../src/domains/shop/pricing/rules';
import type { CodeRow, DiagramRow, OfferRow } from '../src/persistence/pricing/rows';

const NOW = new Date('2026-06-01T12:00:00Z');
const diagram: DiagramRow = {
  legacy_id: 1000,
  title: 'Funnel',
  url: 'funnel',
  prices: [
    { currency: 'USD', amount: 35 },
    { currency: 'EUR', amount: 32.2 },
  ],
};
const code = (row: Partial<CodeRow> = {}): CodeRow => ({
  code: 'WELCOME10',
  percent_off: 10,
  amount_off: [],
  valid_from: null,
  valid_until: null,
  active: true,
  ...row,
});
const offer: OfferRow = { legacy_id: 1, percent_off: 20, diagram: 1000, diagrams_qualified: [1001, 1000] };
const item = { diagram_id: 1000, license_id: 1, code: null, special_offer_id: null };

describe('codeResult', () => {
  it('applies a known, active, current code under its stored spelling', () => {
    expect(codeResult('welcome10', code(), NOW)).toEqual({ status: 'applied', code: 'WELCOME10', row: code() });
  });

  it('is unknown when missing, inactive or not yet valid; expired after valid_until', () => {
    expect(codeResult('nope', null, NOW)).toEqual({ status: 'unknown', code: 'nope' });
    expect(codeResult('welcome10', code({ active: false }), NOW).status).toBe('unknown');
    expect(codeResult('welcome10', code({ valid_from: new Date('2026-07-01') }), NOW).status).toBe('unknown');
    expect(codeResult('expired5', code({ code: 'EXPIRED5', valid_until: new Date('2026-01-31') }), NOW)).toEqual({
      status: 'expired',
      code: 'EXPIRED5',
    });
  });
});

describe('offerApplies', () => {
  it('needs the offer on this diagram and another qualifying diagram in the cart', () => {
    expect(offerApplies(offer, 1000, new Set([1000, 1001]))).toBe(true);
    expect(offerApplies(offer, 1000, new Set([1000]))).toBe(false);
    expect(offerApplies(offer, 1001, new Set([1000, 1001]))).toBe(false);
    expect(offerApplies({ ...offer, diagrams_qualified: [1000] }, 1000, new Set([1000]))).toBe(false);
    expect(offerApplies(null, 1000, new Set([1000, 1001]))).toBe(false);
  });
});

describe('priceLine', () => {
  it('prices a line without discount at its database prices, as two-decimal strings, USD first', () => {
    const line = priceLine(
      item,
      { ...diagram, prices: [...diagram.prices].reverse() },
      null,
      undefined,
      new Set([1000]),
    );
    expect(line).toEqual({
      diagram_id: 1000,
      license_id: 1,
      code: null,
      code_status: null,
      special_offer_id: null,
      title: 'Funnel',
      url: 'funnel',
      prices: [
        { currency: 'USD', amount: '35.00' },
        { currency: 'EUR', amount: '32.20' },
      ],
      discounts: [
        { currency: 'USD', amount: '0.00' },
        { currency: 'EUR', amount: '0.00' },
      ],
      final_prices: [
        { currency: 'USD', amount: '35.00' },
        { currency: 'EUR', amount: '32.20' },
      ],
    });
  });

  it('adds the percentages of code and offer, rounded half up per currency', () => {
    const line = priceLine(
      { ...item, special_offer_id: 1 },
      diagram,
      codeResult('welcome10', code(), NOW),
      offer,
      new Set([1000, 1001]),
    );
    expect(line).toMatchObject({ code: 'WELCOME10', code_status: 'applied', special_offer_id: 1 });
    // 30 % of 35.00 = 10.50; of 32.20 = 9.66
    expect(line.discounts).toEqual([
      { currency: 'USD', amount: '10.50' },
      { currency: 'EUR', amount: '9.66' },
    ]);
    expect(line.final_prices).toEqual([
      { currency: 'USD', amount: '24.50' },
      { currency: 'EUR', amount: '22.54' },
    ]);
  });

  it("adds a code's fixed amount in its currencies and never discounts more than the price", () => {
    const fixed = codeResult('x', code({ percent_off: null, amount_off: [{ currency: 'EUR', amount: 5 }] }), NOW);
    expect(priceLine(item, diagram, fixed, undefined, new Set([1000])).discounts).toEqual([
      { currency: 'USD', amount: '0.00' },
      { currency: 'EUR', amount: '5.00' },
    ]);
    const huge = codeResult('x', code({ percent_off: 90, amount_off: [{ currency: 'USD', amount: 50 }] }), NOW);
    expect(priceLine(item, diagram, huge, undefined, new Set([1000])).final_prices).toEqual([
      { currency: 'USD', amount: '0.00' },
      { currency: 'EUR', amount: '3.22' },
    ]);
  });

  it('gives no discount for an expired or unknown code, nor for an offer that does not apply', () => {
    const expired = codeResult('x', code({ valid_until: new Date('2026-01-01') }), NOW);
    const line = priceLine({ ...item, special_offer_id: 1 }, diagram, expired, offer, new Set([1000]));
    expect(line).toMatchObject({ code_status: 'expired', special_offer_id: null });
    expect(line.final_prices).toEqual(line.prices);
  });
});

describe('totalsOf', () => {
  it('sums prices and discounts per currency, a missing currency counting as 0, in integer cents', () => {
    const a = priceLine(item, diagram, codeResult('w', code(), NOW), undefined, new Set([1000]));
    const b = priceLine(
      { ...item, diagram_id: 7 },
      { ...diagram, legacy_id: 7, prices: [{ currency: 'USD', amount: 0.1 }] },
      null,
      undefined,
      new Set(),
    );
    expect(totalsOf([a, b])).toEqual({
      price: [
        { currency: 'USD', amount: '35.10' },
        { currency: 'EUR', amount: '32.20' },
      ],
      discount: [
        { currency: 'USD', amount: '3.50' },
        { currency: 'EUR', amount: '3.22' },
      ],
      subtotal: [
        { currency: 'USD', amount: '31.60' },
        { currency: 'EUR', amount: '28.98' },
      ],
    });
  });
});
