import { parseWishlist } from './wishlistEntry';

const entry = (legacyId: number, overrides: Record<string, unknown> = {}) => ({
  diagram: { id: `doc${legacyId}`, legacyId },
  favouriteId: `fav${legacyId}`,
  anonymousUserId: null,
  ...overrides,
});

describe('stored wishlist parsing', () => {
  it('reads a stored wishlist, keeps a diagram listed twice once and drops unknown fields', () => {
    const anonymous = 'a'.repeat(22);
    const raw = JSON.stringify([entry(1, { extra: true }), entry(2, { anonymousUserId: anonymous }), entry(1)]);
    expect(parseWishlist(raw)).toEqual([entry(1), entry(2, { anonymousUserId: anonymous })]);
  });

  it.each([
    ['an id of the wrong type', [entry(1, { diagram: { id: 'doc1', legacyId: '1' } })]],
    ['no anonymous id field', [{ diagram: { id: 'doc1', legacyId: 1 }, favouriteId: 'fav1' }]],
    ['an implausible anonymous id', [entry(1, { anonymousUserId: 'short' })]],
    ['an empty favourite id', [entry(1, { favouriteId: '' })]],
    ['one bad entry among good ones', [entry(1), null]],
  ])('discards a list with %s', (_, list) => {
    expect(parseWishlist(JSON.stringify(list))).toEqual([]);
  });
});
