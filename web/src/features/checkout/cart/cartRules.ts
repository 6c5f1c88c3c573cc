import { DEFAULT_LICENSE_ID, type CartItem } from './cartItem';

/** What the caller knows of a diagram to put in the cart; the licence defaults to 'Single user'. */
export type NewCartItem = Omit<CartItem, 'licenseId'> & { licenseId?: number };

export function isInCart(items: readonly CartItem[], diagramId: number): boolean {
  return items.some((item) => item.diagramId === diagramId);
}

/** Spec §4: a diagram is in the cart once; adding it again does nothing (the same list is returned). */
export function addToCart(items: readonly CartItem[], item: NewCartItem): readonly CartItem[] {
  if (isInCart(items, item.diagramId)) return items;
  return [...items, { ...item, licenseId: item.licenseId ?? DEFAULT_LICENSE_ID }];
}

/**
 * Removes a diagram. Spec §4: a special offer on another line is cleared when, after the removal, none of
 * the offer's qualifying diagrams is in the cart. Removing an absent diagram does nothing.
 */
export function removeFromCart(items: readonly CartItem[], diagramId: number): readonly CartItem[] {
  if (!isInCart(items, diagramId)) return items;
  const remaining = items.filter((item) => item.diagramId !== diagramId);
  const present = new Set(remaining.map((item) => item.diagramId));
  return remaining.map((item) => {
    if (item.specialOfferId === undefined || !item.qualifyingDiagramIds) return item;
    if (item.qualifyingDiagramIds.some((id) => present.has(id))) return item;
    const { specialOfferId, qualifyingDiagramIds, ...rest } = item;
    return rest;
  });
}

/** A special offer as the diagram page knows it (the gateway's SpecialOffer). */
export type OfferChoice = { id: number; percentOff: string; qualifyingDiagramIds: number[] };

/**
 * The offer to store on a line when its diagram is added (a line holds one): one whose qualifying diagram
 * is already in the cart first, then the largest percentage, then the lowest id; undefined when none.
 */
export function chooseOffer(
  offers: readonly OfferChoice[],
  items: readonly CartItem[],
): Pick<CartItem, 'specialOfferId' | 'qualifyingDiagramIds'> | undefined {
  const present = new Set(items.map((item) => item.diagramId));
  const qualifies = (offer: OfferChoice) => (offer.qualifyingDiagramIds.some((id) => present.has(id)) ? 1 : 0);
  const usable = offers.filter((offer) => offer.qualifyingDiagramIds.length > 0);
  const [best] = [...usable].sort(
    (a, b) => qualifies(b) - qualifies(a) || Number(b.percentOff) - Number(a.percentOff) || a.id - b.id,
  );
  return best && { specialOfferId: best.id, qualifyingDiagramIds: [...best.qualifyingDiagramIds] };
}

/** Spec §4 and §8: changing a line's licence is not implemented. */
export function changeLicense(_items: readonly CartItem[], _diagramId: number, _licenseId: number): never {
  throw new Error('Not implemented');
}

/** The lines as the gateway's priceCart and createOrder take them: ids only, never a price. */
export function cartItemInputs(items: readonly CartItem[]) {
  return items.map((item) => ({
    diagramId: item.diagramId,
    licenseId: item.licenseId,
    specialOfferId: item.specialOfferId ?? null,
  }));
}
