import type { Core } from '@strapi/strapi';
import { toCents } from '@shop/money';
import { cardProvider } from '../../payments';
import { normalizeCard, validateCard } from './card';
import { badRequest } from '../../http/errors';
import { idempotencyKeyOf, keyReused, requestFingerprint } from '../../http/idempotency';
import { orderTotal } from './order-total';
import { isObject } from '../../http/request-values';
import { getOrder, orderView } from './orders';
import { ORDER } from '../../persistence/models';
import { markOrderPaid, type OrderRow } from '../../persistence/orders';
import { type Declined, declined, invalidCard, recordPayment, runPayment } from './payment-attempts';
import { findPayment } from '../../persistence/payments';

/** `charged`: the order this very call paid (not a replay, not an order paid before), whose receipt is due. */
export type PayResult = { status: 200; body: Record<string, unknown>; charged?: OrderRow } | Declined;

const paid = (order: OrderRow): PayResult => ({ status: 200, body: { status: 'PAID', order: orderView(order) } });

/**
 * Pays an order: charges exactly its `total` (currency and amount). The same idempotency key with the same
 * request (order and card) returns the result of its first attempt; with another request it is refused (409).
 * A PAID order is returned as paid without a charge. Checks and charge run in one transaction holding the order
 * row (FOR UPDATE on PostgreSQL) and the payment's idempotency key is unique in the database. Of the card only a
 * keyed hash of number, expiry and name is stored (never the security code).
 */
export async function payOrder(strapi: Core.Strapi, key: string, body: unknown): Promise<PayResult> {
  if (!isObject(body)) throw badRequest('Expected an object with idempotency_key and card');
  const idempotencyKey = idempotencyKeyOf(body);
  const card = normalizeCard(body.card);
  const fingerprint = requestFingerprint(strapi, [
    'payment',
    key,
    card.number,
    card.exp_month,
    card.exp_year,
    card.name,
  ]);
  await getOrder(strapi, key);

  const replay = async (): Promise<PayResult | null> => {
    const payment = await findPayment(strapi, idempotencyKey);
    if (!payment) return null;
    // The fingerprint covers the order key: a key used for another order is refused too.
    if (payment.request_fingerprint !== fingerprint) throw keyReused();
    if (payment.payment_status === 'DECLINED') return declined(payment.message);
    return paid(await getOrder(strapi, key));
  };

  return runPayment(strapi, { uid: ORDER, where: { key }, name: `order:${key}` }, replay, async () => {
    const order = await getOrder(strapi, key);
    if (order.order_status === 'PAID') return paid(order);

    const provider = cardProvider(strapi);
    const total = orderTotal(order.totals.subtotal, order.currency);
    const result = await provider.charge({
      amountCents: toCents(total.amount),
      currency: total.currency,
      card: validateCard(card, new Date()),
      idempotencyKey,
      description: `Order ${order.key}`,
    });
    if (result.status === 'invalid') throw invalidCard(result.message);
    await recordPayment(strapi, {
      of: { order: order.id },
      idempotencyKey,
      fingerprint,
      provider: provider.name,
      result,
      ...total,
    });
    if (result.status === 'declined') return declined(result.message);
    const now = new Date();
    const updated = await markOrderPaid(strapi, order.id, result.reference, now);
    return { ...paid(updated), charged: updated };
  });
}
