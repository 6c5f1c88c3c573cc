import type { OrderLine } from '@/platform/analytics/ecommerce';
import type { CheckoutLineFragment } from '@/gql/graphql';
import { isDiscount } from './money';

/** What the events take from a priced line (a CheckoutLine). */
type PricedLine = Pick<CheckoutLineFragment, 'diagramId' | 'specialOfferId' | 'discount' | 'subtotal'> & {
  diagram?: { title: string } | null;
  license: { description: string };
};

/**
 * The gateway's priced cart or order lines as the e-commerce events describe them: each at its subtotal in the
 * currency shown. `code` goes on the lines it discounted (special offers discount by themselves); a line whose
 * diagram the gateway no longer names keeps the cart's title.
 */
export function ecommerceLines(
  lines: readonly PricedLine[],
  code?: string | null,
  cartItems: readonly { diagramId: number; title: string }[] = [],
): OrderLine[] {
  return lines.map((line) => ({
    diagramId: line.diagramId,
    title:
      line.diagram?.title ??
      cartItems.find((item) => item.diagramId === line.diagramId)?.title ??
      String(line.diagramId),
    license: line.license.description,
    price: line.subtotal,
    code: code && line.specialOfferId == null && isDiscount(line.discount) ? code : null,
  }));
}
