/**
 * What the diagram page offers a signed-in customer: nothing, "download with N credits" (enough
 * credits for its cost), or "download again" (already in their library, by credits or purchase: no charge).
 */
export type CreditOffer = 'none' | 'spend' | 'again';

export function creditOffer({ balance, cost, owned }: { balance: number; cost: number; owned: boolean }): CreditOffer {
  if (owned) return 'again';
  return balance >= cost ? 'spend' : 'none';
}
