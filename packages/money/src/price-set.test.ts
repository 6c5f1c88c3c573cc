import {
  addPriceSets,
  centsOf,
  hasPositiveAmount,
  priceSetOf,
  sortPriceSet,
  subtractPriceSets,
  sumPriceSets,
} from './price-set';

describe('price sets (spec §3)', () => {
  it('add without float drift: 0.10 + 0.20 = 0.30 exactly', () => {
    expect(addPriceSets([{ currency: 'USD', amount: '0.10' }], [{ currency: 'USD', amount: '0.20' }])).toEqual([
      { currency: 'USD', amount: '0.30' },
    ]);
  });

  it('add per currency, a missing currency counting as 0, USD first', () => {
    expect(
      addPriceSets(
        [
          { currency: 'EUR', amount: '18.40' },
          { currency: 'USD', amount: '20.00' },
        ],
        [
          { currency: 'USD', amount: '9.99' },
          { currency: 'CAD', amount: '13.69' },
        ],
      ),
    ).toEqual([
      { currency: 'USD', amount: '29.99' },
      { currency: 'EUR', amount: '18.40' },
      { currency: 'CAD', amount: '13.69' },
    ]);
  });

  it('subtract per currency, down to negative amounts', () => {
    expect(
      subtractPriceSets(
        [{ currency: 'USD', amount: '5.00' }],
        [
          { currency: 'USD', amount: '7.25' },
          { currency: 'EUR', amount: '1.10' },
        ],
      ),
    ).toEqual([
      { currency: 'USD', amount: '-2.25' },
      { currency: 'EUR', amount: '-1.10' },
    ]);
  });

  it('sum many sets; an empty list is an empty set', () => {
    const line = [{ currency: 'USD', amount: '0.10' }] as const;
    expect(sumPriceSets(Array.from({ length: 10 }, () => line))).toEqual([{ currency: 'USD', amount: '1.00' }]);
    expect(sumPriceSets([])).toEqual([]);
  });

  it('read numbers of a database driver and repeated currencies', () => {
    expect(
      priceSetOf(
        centsOf([
          { currency: 'CAD', amount: 13.69 },
          { currency: 'USD', amount: '1' },
          { currency: 'USD', amount: 2 },
        ]),
      ),
    ).toEqual([
      { currency: 'USD', amount: '3.00' },
      { currency: 'CAD', amount: '13.69' },
    ]);
    expect(
      sortPriceSet([
        { currency: 'GBP', amount: '1.00' },
        { currency: 'EUR', amount: '1.00' },
      ]).map((m) => m.currency),
    ).toEqual(['EUR', 'GBP']);
  });

  it('count a discount only when some amount is above 0 (spec §4)', () => {
    expect(hasPositiveAmount([{ currency: 'USD', amount: '0.00' }])).toBe(false);
    expect(
      hasPositiveAmount([
        { currency: 'USD', amount: '0.00' },
        { currency: 'EUR', amount: '0.01' },
      ]),
    ).toBe(true);
    expect(hasPositiveAmount([])).toBe(false);
  });
});
