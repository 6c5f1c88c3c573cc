import { parseCart, normalizeCode, parseOrderKey, type CartItem } from './cartItem';
import { addToCart, cartItemInputs, changeLicense, chooseOffer, isInCart, removeFromCart } from './cartRules';

const item = (diagramId: number, extra: Partial<CartItem> = {}): CartItem => ({
  diagramId,
  licenseId: 1,
  title: `Diagram ${diagramId}`,
  url: `diagram-${diagramId}`,
  image: null,
  ...extra,
});

describe('cart rules', () => {
  it('adds a diagram with the default Single user licence (id 1)', () => {
    const { licenseId, ...rest } = item(7);
    expect(licenseId).toBe(1);
    expect(addToCart([], rest)).toEqual([item(7)]);
  });

  it('keeps a diagram once: adding it again does nothing', () => {
    const items = addToCart([], item(7));
    expect(addToCart(items, { ...item(7), title: 'Other' })).toBe(items);
    expect(isInCart(items, 7)).toBe(true);
    expect(isInCart(items, 8)).toBe(false);
  });

  it('removes a diagram, and removing an absent one does nothing', () => {
    const items = [item(1), item(2)];
    expect(removeFromCart(items, 1)).toEqual([item(2)]);
    expect(removeFromCart(items, 3)).toBe(items);
  });

  it('clears a special offer when none of its qualifying diagrams remains', () => {
    const offered = item(3, { specialOfferId: 9, qualifyingDiagramIds: [1, 2] });
    const afterOne = removeFromCart([item(1), item(2), offered], 1);
    expect(afterOne).toEqual([item(2), offered]);
    expect(removeFromCart(afterOne, 2)).toEqual([item(3)]);
  });

  it('clears an offer on any removal that leaves none of its qualifying diagrams (spec §4)', () => {
    const offered = item(1000, { specialOfferId: 1, qualifyingDiagramIds: [1001] });
    expect(removeFromCart([item(5), offered], 5)).toEqual([item(1000)]);
    const withQualifying = addToCart([offered], item(1001));
    expect(removeFromCart(withQualifying, 1001)).toEqual([item(1000)]);
  });

  it('chooses the offer to store: one already qualified, then the largest percentage, then the lowest id', () => {
    const offers = [
      { id: 3, percentOff: '10.00', qualifyingDiagramIds: [8] },
      { id: 2, percentOff: '25.00', qualifyingDiagramIds: [9] },
      { id: 1, percentOff: '25.00', qualifyingDiagramIds: [10, 11] },
    ];
    expect(chooseOffer(offers, [])).toEqual({ specialOfferId: 1, qualifyingDiagramIds: [10, 11] });
    expect(chooseOffer(offers, [item(8)])).toEqual({ specialOfferId: 3, qualifyingDiagramIds: [8] });
    expect(chooseOffer([], [item(8)])).toBeUndefined();
    expect(chooseOffer([{ id: 4, percentOff: '50.00', qualifyingDiagramIds: [] }], [])).toBeUndefined();
  });

  it('keeps an offer whose qualifying diagrams are unknown (the shop decides)', () => {
    const offered = item(3, { specialOfferId: 9 });
    expect(removeFromCart([item(1), offered], 1)).toEqual([offered]);
  });

  it("refuses a licence change with 'Not implemented'", () => {
    expect(() => changeLicense([item(1)], 1, 2)).toThrow('Not implemented');
  });

  it('sends ids only to the gateway, never a price', () => {
    expect(cartItemInputs([item(1), item(3, { specialOfferId: 9, qualifyingDiagramIds: [1] })])).toEqual([
      { diagramId: 1, licenseId: 1, specialOfferId: null },
      { diagramId: 3, licenseId: 1, specialOfferId: 9 },
    ]);
  });
});

describe('stored cart parsing', () => {
  it('reads a stored cart', () => {
    expect(parseCart(JSON.stringify([item(1), item(2, { specialOfferId: 4 })]))).toEqual([
      item(1),
      item(2, { specialOfferId: 4 }),
    ]);
  });

  it('fills the default licence and keeps a diagram listed twice once', () => {
    const { licenseId: _, ...noLicence } = item(1);
    expect(parseCart(JSON.stringify([noLicence, item(1, { title: 'Again' })]))).toEqual([item(1)]);
  });

  it.each([null, '', 'not json', '{"a":1}', '42', '[{"diagramId":"x"}]', '[{"title":"no id"}]', '[null]'])(
    'discards a missing or corrupt value %p',
    (raw) => {
      expect(parseCart(raw)).toEqual([]);
    },
  );

  it('accepts plausible codes and order keys only', () => {
    expect(normalizeCode('  WELCOME10 ')).toBe('WELCOME10');
    expect(normalizeCode('')).toBeNull();
    expect(normalizeCode('<script>')).toBeNull();
    expect(parseOrderKey('abcdefgh1234_-XY')).toBe('abcdefgh1234_-XY');
    expect(parseOrderKey('short')).toBeNull();
    expect(parseOrderKey('../../etc/passwd')).toBeNull();
    expect(parseOrderKey(null)).toBeNull();
  });
});
