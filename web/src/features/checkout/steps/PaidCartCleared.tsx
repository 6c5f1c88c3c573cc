'use client';

import { useEffect } from 'react';
import { cart, orderKeyVar } from '@/features/checkout/cart/cartStore';
import { forgetIdempotencyKey, ORDER_ATTEMPT } from './idempotency';
import { rememberPaidOrder } from './paidOrder';

/**
 * Once an order paid on the provider's page shows as paid: the cart that made it is emptied, as after a card payment
 * (PaymentView), and the payment step leads to these downloads. Another order's cart stays as it is.
 */
export function PaidCartCleared({ orderKey }: { orderKey: string }) {
  useEffect(() => {
    if (orderKeyVar() !== orderKey) return;
    rememberPaidOrder(orderKey);
    forgetIdempotencyKey(ORDER_ATTEMPT);
    cart.clear();
  }, [orderKey]);
  return null;
}
