import { creditOffer } from './creditOffer';

describe("creditOffer (the diagram page's credit button)", () => {
  it('offers a spend when the balance covers the cost, exactly or more', () => {
    expect(creditOffer({ balance: 1, cost: 1, owned: false })).toBe('spend');
    expect(creditOffer({ balance: 10, cost: 3, owned: false })).toBe('spend');
  });

  it('offers nothing when the balance falls short (no credits, or fewer than the cost)', () => {
    expect(creditOffer({ balance: 0, cost: 1, owned: false })).toBe('none');
    expect(creditOffer({ balance: 2, cost: 3, owned: false })).toBe('none');
  });

  it('offers a free download again for a diagram already obtained, whatever the balance', () => {
    expect(creditOffer({ balance: 0, cost: 1, owned: true })).toBe('again');
    expect(creditOffer({ balance: 5, cost: 1, owned: true })).toBe('again');
  });
});
