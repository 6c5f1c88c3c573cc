import type { Money } from '@/platform/currency/formatPrice';

/** What "Add to cart" needs of a diagram: its shop id, what the cart line shows, and the price for analytics. */
export type CartDiagram = { legacyId: number; title: string; url: string; image: string | null; price?: Money };

/** Picks those fields, so a page passes no more than that to the client component. */
export function cartDiagram(diagram: {
  legacyId: number;
  title: string;
  url: string;
  image?: { url: string } | null;
  price: Money;
}): CartDiagram {
  const { legacyId, title, url, image, price } = diagram;
  return { legacyId, title, url, image: image?.url ?? null, price };
}
