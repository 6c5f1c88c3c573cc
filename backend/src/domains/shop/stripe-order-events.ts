import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { toCents } from '@shop/money';
import { ORDER } from '../../persistence/models';
import { findOrder, markOrderPaid, markOrderRefunded, type OrderRow } from '../../persistence/orders';
import { findPayment } from '../../persistence/payments';
import { orderTotal } from './order-total';
import { recordPayment, runPayment } from './payment-attempts';
import { sendReceiptAfterPayment } from './receipt';

const idOf = (value: string | { id: string } | null) => (typeof value === 'string' ? value : (value?.id ?? null));

/**
 * A Checkout Session said paid by a verified webhook: read again from Stripe's API (the event's copy may be old),
 * it pays its order when it is paid, for exactly the order's total and currency; a mismatch leaves the order unpaid
 * and is logged. One payment row per session: a second delivery, or two at once, pay and mail once.
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
  const paymentIntent = idOf(session.payment_intent) ?? session.id;
  const idempotencyKey = `stripe:${session.id}`;
  // `charged`: the order this very delivery paid, whose receipt is due; null when another did.
  const { charged } = await runPayment<{ charged: OrderRow | null }>(
    strapi,
    { uid: ORDER, where: { id: order.id }, name: `order:${order.key}` },
    async () => ((await findPayment(strapi, idempotencyKey)) ? { charged: null } : null),
    async () => {
      const current = await findOrder(strapi, { documentId: order.documentId });
      if (current?.order_status !== 'CREATED') {
        strapi.log.error(
          `[stripe] order ${order.documentId} was paid already; checkout session ${session.id} paid too`,
        );
        return { charged: null };
      }
      await recordPayment(strapi, {
        of: { order: order.id },
        idempotencyKey,
        fingerprint: null,
        provider: 'stripe',
        result: { status: 'succeeded', reference: paymentIntent },
        ...total,
      });
      return { charged: await markOrderPaid(strapi, order.id, paymentIntent, new Date()) };
    },
  );
  if (charged) await sendReceiptAfterPayment(strapi, charged);
}

/** A charge refunded in full (from Stripe's dashboard): its order is refunded and its download links stop working. */
export async function refundOrderCharge(strapi: Core.Strapi, charge: Stripe.Charge): Promise<void> {
  if (!charge.refunded) return;
  const paymentIntent = idOf(charge.payment_intent);
  const order = paymentIntent ? await findOrder(strapi, { payment_reference: paymentIntent }) : null;
  if (order) await markOrderRefunded(strapi, order.id, new Date());
}
