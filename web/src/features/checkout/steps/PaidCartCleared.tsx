'use client';

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { cart, cartCodeVar, orderKeyVar } from '@/features/checkout/cart/cartStore';
import { trackPurchase } from '@/platform/analytics/ecommerce';
import { confirmPurchaseAction } from './actions';
import { ecommerceLines } from './ecommerceLines';
import { forgetIdempotencyKey, ORDER_ATTEMPT } from './idempotency';
import { rememberPaidOrder } from './paidOrder';

/**
 * Once an order paid on the provider's page shows as paid: the purchase is reported (analytics' purchase event, with
 * the receipt the server keeps for it) and the cart that made it is emptied, as after a card payment (PaymentView);
 * the payment step then leads to these downloads. Another order's cart, or none, changes nothing: the purchase is
 * reported once, by the browser that paid.
 */
export function PaidCartCleared({ orderKey }: { orderKey: string }) {
  const { locale } = useIntl();
  useEffect(() => {
    if (orderKeyVar() !== orderKey) return;
    const code = cartCodeVar();
    rememberPaidOrder(orderKey);
    forgetIdempotencyKey(ORDER_ATTEMPT);
    cart.clear();
    void confirmPurchaseAction(orderKey, locale).then(
      (order) => order && trackPurchase(order.reference, ecommerceLines(order.lines, code), order.total),
      () => undefined,
    );
  }, [orderKey, locale]);
  return null;
}
