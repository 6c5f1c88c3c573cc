import { lineDiscount } from './discount';
import type { Cents } from './price-set';

const prices: Cents = new Map([
  ['USD', 3500],
  ['EUR', 3220],
]);

describe('lineDiscount', () => {
  it('takes the percentage of each price, rounded half up per currency', () => {
    expect(lineDiscount(prices, 1000, new Map())).toEqual(
      new Map([
        ['USD', 350],
        ['EUR', 322],
      ]),
    );
    expect(lineDiscount(new Map([['USD', 2985]]), 1000, new Map())).toEqual(new Map([['USD', 299]]));
  });

  it('adds a fixed amount in the currencies it has', () => {
    expect(lineDiscount(prices, 1000, new Map([['USD', 500]]))).toEqual(
      new Map([
        ['USD', 850],
        ['EUR', 322],
      ]),
    );
  });

  it('never goes below 0 nor above the price', () => {
    expect(lineDiscount(prices, 20_000, new Map())).toEqual(prices);
    expect(lineDiscount(prices, 9000, new Map([['EUR', 1000]]))).toEqual(
      new Map([
        ['USD', 3150],
        ['EUR', 3220],
      ]),
    );
    expect(lineDiscount(prices, -500, new Map([['USD', -100]]))).toEqual(
      new Map([
        ['USD', 0],
        ['EUR', 0],
      ]),
    );
  });
});
