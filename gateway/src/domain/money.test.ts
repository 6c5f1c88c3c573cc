import { type Money, addPriceSets, displayPrice, parseAmount, sortPriceSet, subtractPriceSets } from './money';

describe('parseAmount', () => {
  it.each<[number | string, string]>([
    [19, '19.00'],
    [37.72, '37.72'],
    ['19.5', '19.50'],
    ['0', '0.00'],
    [0.1, '0.10'],
  ])('reads %j as %j', (value, amount) => {
    expect(parseAmount(value)).toBe(amount);
  });

  it.each(['', 'abc', '1,5', Number.NaN, Number.POSITIVE_INFINITY])('rejects %j', (value) => {
    expect(parseAmount(value)).toBeUndefined();
  });
});

describe('price-set arithmetic', () => {
  it('adds without float drift: 0.10 + 0.20 = 0.30 exactly', () => {
    expect(addPriceSets([{ currency: 'USD', amount: '0.10' }], [{ currency: 'USD', amount: '0.20' }])).toEqual([
      { currency: 'USD', amount: '0.30' },
    ]);
  });

  it('adds per currency, a missing currency counting as 0, USD first', () => {
    const a = [
      { currency: 'EUR', amount: '18.40' },
      { currency: 'USD', amount: '20.00' },
    ] as const;
    const b = [
      { currency: 'USD', amount: '9.99' },
      { currency: 'CAD', amount: '13.69' },
    ] as const;
    expect(addPriceSets(a, b)).toEqual([
      { currency: 'USD', amount: '29.99' },
      { currency: 'EUR', amount: '18.40' },
      { currency: 'CAD', amount: '13.69' },
    ]);
  });

  it('subtracts per currency, down to negative amounts', () => {
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

  it('keeps a thousand additions of 0.10 exact', () => {
    let total: Money[] = [{ currency: 'EUR', amount: '0.00' }];
    for (let i = 0; i < 1000; i++) total = addPriceSets(total, [{ currency: 'EUR', amount: '0.10' }]);
    expect(total).toEqual([{ currency: 'EUR', amount: '100.00' }]);
  });

  it('treats two empty sets as an empty set', () => {
    expect(addPriceSets([], [])).toEqual([]);
  });

  it('sorts USD first, then EUR, CAD, GBP', () => {
    expect(
      sortPriceSet([
        { currency: 'GBP', amount: '1.00' },
        { currency: 'CAD', amount: '1.00' },
        { currency: 'USD', amount: '1.00' },
        { currency: 'EUR', amount: '1.00' },
      ]).map((entry) => entry.currency),
    ).toEqual(['USD', 'EUR', 'CAD', 'GBP']);
  });
});

describe('displayPrice (spec §9)', () => {
  const set = [
    { currency: 'USD', amount: '41.00' },
    { currency: 'EUR', amount: '37.72' },
  ] as const;

  it('shows the amount in the chosen currency when the set has it', () => {
    expect(displayPrice(set, 'EUR')).toEqual({ currency: 'EUR', amount: '37.72' });
  });

  it('falls back to the USD amount', () => {
    expect(displayPrice(set, 'CAD')).toEqual({ currency: 'USD', amount: '41.00' });
  });

  it('shows 0 (USD) when neither the chosen currency nor USD is there', () => {
    expect(displayPrice([{ currency: 'GBP', amount: '9.00' }], 'CAD')).toEqual({ currency: 'USD', amount: '0.00' });
  });

  it('shows 0 in the chosen currency for an empty set', () => {
    expect(displayPrice([], 'EUR')).toEqual({ currency: 'EUR', amount: '0.00' });
  });
});

describe('price-set arithmetic on amounts as the shop may write them', () => {
  it('reads whole numbers, one decimal and more than two decimals (rounded half up) exactly', () => {
    expect(
      addPriceSets(
        [
          { currency: 'USD', amount: '0' },
          { currency: 'EUR', amount: '1.5' },
        ],
        [
          { currency: 'USD', amount: '0.005' },
          { currency: 'EUR', amount: '-2.25' },
        ],
      ),
    ).toEqual([
      { currency: 'USD', amount: '0.01' },
      { currency: 'EUR', amount: '-0.75' },
    ]);
  });
});
