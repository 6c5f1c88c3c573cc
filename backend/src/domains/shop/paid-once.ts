import type { Core } from '@strapi/strapi';
import type { Money } from '@shop/money';
import { ORDER } from '../../persistence/models';
import { findOrder, markOrderPaid, type OrderRow } from '../../persistence/orders';
import { findPayment } from '../../persistence/payments';
import { recordPayment, runPayment } from './payment-attempts';
import { sendReceiptAfterPayment } from './receipt';

/**
 * Marks an order paid by a payment made elsewhere (a Stripe Checkout Session, or nothing to pay), once: the payment
 * row's `idempotencyKey` is unique and the order row is held while it is checked, so a second delivery, or two at
 * once, record one payment and send one receipt. An order paid already is logged and left as it is.
 */
export async function markPaidOnce(
  strapi: Core.Strapi,
  order: OrderRow,
  payment: { idempotencyKey: string; provider: string; reference: string; total: Money },
): Promise<void> {
  const { idempotencyKey, provider, reference, total } = payment;
  // `charged`: the order this very call paid, whose receipt is due; null when another did.
  const { charged } = await runPayment<{ charged: OrderRow | null }>(
    strapi,
    { uid: ORDER, where: { id: order.id }, name: `order:${order.key}` },
    async () => ((await findPayment(strapi, idempotencyKey)) ? { charged: null } : null),
    async () => {
      const current = await findOrder(strapi, { documentId: order.documentId });
      if (current?.order_status !== 'CREATED') {
        strapi.log.error(`[payments] order ${order.documentId} was paid already; ${reference} paid it too`);
        return { charged: null };
      }
      await recordPayment(strapi, {
        of: { order: order.id },
        idempotencyKey,
        fingerprint: null,
        provider,
        result: { status: 'succeeded', reference },
        ...total,
      });
      return { charged: await markOrderPaid(strapi, order.id, reference, new Date()) };
    },
  );
  if (charged) await sendReceiptAfterPayment(strapi, charged);
}
