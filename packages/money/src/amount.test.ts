import { AmountError, formatCents, formatPercent, parseAmount, percentOf, toBasisPoints, toCents } from './amount';

describe('toCents', () => {
  it.each<[number | string, number]>([
    [19, 1900],
    ['19', 1900],
    ['19.5', 1950],
    [37.72, 3772],
    [0.1, 10],
    ['0', 0],
    ['.5', 50],
    ['5.', 500],
    [' 7.25 ', 725],
    ['-7.25', -725],
    ['1.005', 101],
    [1.005, 101],
    ['9.995', 1000],
    ['1.0049', 100],
    ['-1.005', -101],
    ['-0.004', 0],
    [1e-7, 0],
    ['9999999999999.99', 999999999999999],
  ])('reads %j as %i cents, half up at the cent', (value, cents) => {
    expect(toCents(value)).toBe(cents);
  });

  it.each(['', '.', 'abc', '1,5', '1.2.3', '--1', '1e3', Number.NaN, Number.POSITIVE_INFINITY, '99999999999999', 1e21])(
    'refuses %j',
    (value) => {
      expect(() => toCents(value)).toThrow(AmountError);
    },
  );
});

describe('formatCents and parseAmount', () => {
  it('writes two decimals with the sign in front', () => {
    expect([0, 5, 900, 1999, -5, -1250].map(formatCents)).toEqual(['0.00', '0.05', '9.00', '19.99', '-0.05', '-12.50']);
  });

  it('gives undefined for what is not an amount', () => {
    expect(parseAmount('19.5')).toBe('19.50');
    expect(parseAmount('abc')).toBeUndefined();
  });
});

describe('percentages', () => {
  it('are basis points held between 0 and 100 %', () => {
    expect([10, '12.5', '0.125', -5, 150].map(toBasisPoints)).toEqual([1000, 1250, 13, 0, 10000]);
    expect([20, '12.5', 5.555].map(formatPercent)).toEqual(['20.00', '12.50', '5.56']);
  });

  it('take a share rounded half up, away from zero', () => {
    expect(percentOf(2999, 1000)).toBe(300); // 299.9 → 300
    expect(percentOf(2985, 1000)).toBe(299); // 298.5 → 299
    expect(percentOf(2984, 1000)).toBe(298); // 298.4 → 298
    expect(percentOf(-2985, 1000)).toBe(-299);
    expect(percentOf(1234, 0)).toBe(0);
    expect(percentOf(1234, 10_000)).toBe(1234);
  });
});
