import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { toCents } from '@shop/money';
import { stripeId } from '../../payments/stripe/ids';
import { findOrder, markOrderRefunded } from '../../persistence/orders';
import { orderTotal } from './order-total';
import { markPaidOnce } from './paid-once';

/**
 * A Checkout Session said paid by a verified webhook: read again from Stripe's API (the event's copy may be old),
 * it pays its order when it is paid, for exactly the order's total and currency; a mismatch leaves the order unpaid
 * and is logged. One payment row per session (markPaidOnce): a second delivery, or two at once, pay and mail once.
 */
export async function settleOrderCheckout(strapi: Core.Strapi, stripe: Stripe, sessionId: string): Promise<void> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.mode !== 'payment' || session.payment_status !== 'paid') return;
  const reference = session.client_reference_id;
  const order = reference ? await findOrder(strapi, { documentId: reference }) : null;
  if (!order) {
    strapi.log.error(`[stripe] checkout session ${session.id} paid for no known order (${reference})`);
    return;
  }
  const total = orderTotal(order.totals.subtotal, order.currency);
  if (session.amount_total !== toCents(total.amount) || session.currency !== total.currency.toLowerCase()) {
    strapi.log.error(
      `[stripe] checkout session ${session.id} paid ${session.amount_total} ${session.currency} for order ` +
        `${order.documentId}, which costs ${total.amount} ${total.currency}: the order stays unpaid`,
    );
    return;
  }
  await markPaidOnce(strapi, order, {
    idempotencyKey: `stripe:${session.id}`,
    provider: 'stripe',
    reference: stripeId(session.payment_intent) ?? session.id,
    total,
  });
}

/** A charge refunded in full (from Stripe's dashboard): its order is refunded and its download links stop working. */
export async function refundOrderCharge(strapi: Core.Strapi, charge: Stripe.Charge): Promise<void> {
  if (!charge.refunded) return;
  const paymentIntent = stripeId(charge.payment_intent);
  const order = paymentIntent ? await findOrder(strapi, { payment_reference: paymentIntent }) : null;
  if (order) await markOrderRefunded(strapi, order.id, new Date());
}
