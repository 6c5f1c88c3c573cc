import { parseCartItems, parseCode } from '../src/domains/shop/pricing/cart-items';
import { ShopError } from '../src/http/errors';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ShopError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('not refused');
};

describe('parseCartItems', () => {
  it('keeps the ids, the code and the offer of each item, defaults the licence, ignores the rest', () => {
    expect(
      parseCartItems(
        [
          { diagram_id: '1000', code: ' welcome10 ', price: 0.01 },
          { diagram_id: 1001, special_offer_id: 2, license_id: 1 },
        ],
        'X',
      ),
    ).toEqual([
      { diagram_id: 1000, license_id: 1, code: 'welcome10', special_offer_id: null },
      { diagram_id: 1001, license_id: 1, code: 'X', special_offer_id: 2 },
    ]);
  });

  it('refuses a diagram named twice, with the duplicate_line code', () => {
    expect(refusal(() => parseCartItems([{ diagram_id: 5 }, { diagram_id: 6 }, { diagram_id: '5' }]))).toEqual({
      status: 400,
      body: { error: 'Diagram 5 is in the cart twice.', code: 'duplicate_line' },
    });
  });

  it.each<[unknown, string]>([
    [{}, 'Expected a list of cart items'],
    [[], 'The cart is empty'],
    [Array.from({ length: 201 }, (_, i) => ({ diagram_id: i + 1 })), 'At most 200 items can be priced at once'],
    [[7], 'Item 0 must be an object'],
    [[{ diagram_id: 'abc' }], 'Item 0: diagram_id must be a positive integer'],
    [[{}], 'Item 0: diagram_id is required'],
    [[{ diagram_id: 1, license_id: 2 }], 'Unknown license 2'],
    [[{ diagram_id: 1, code: 5 }], 'Item 0: code must be a string'],
  ])('refuses %j: %s', (body, error) => {
    expect(refusal(() => parseCartItems(body))).toEqual({ status: 400, body: { error } });
  });
});

describe('parseCode', () => {
  it('trims, turns blank into null and refuses long codes', () => {
    expect([parseCode(undefined), parseCode(null), parseCode('  '), parseCode(' A ')]).toEqual([null, null, null, 'A']);
    expect(refusal(() => parseCode('x'.repeat(65)))).toEqual({
      status: 400,
      body: { error: 'The discount code is too long' },
    });
  });
});
