import type { Core } from '@strapi/strapi';
import { toCents } from '@shop/money';
import { paymentProvider } from '../payments';
import { normalizeCard, validateCard } from './card';
import { ShopError, badRequest } from './errors';
import { idempotencyKeyOf, isUniqueViolation, keyReused, requestFingerprint } from './idempotency';
import { orderTotal } from './order-total';
import { isObject } from './request-values';
import { getOrder, newDocumentId, orderView, type OrderRow } from './orders';

const ORDER = 'api::order.order';
const PAYMENT = 'api::payment.payment';

/** A payment row; `payment_status` is stored in the column `status` (see OrderRow). */
interface PaymentRow {
  id: number;
  payment_status: 'SUCCEEDED' | 'DECLINED';
  message: string | null;
  request_fingerprint: string | null;
}

/** `charged`: the order this very call paid (not a replay, not an order paid before), whose receipt is due. */
export type PayResult =
  | { status: 200; body: Record<string, unknown>; charged?: OrderRow }
  | { status: 402; body: Record<string, unknown> };

const declined = (message: string | null): PayResult => ({
  status: 402,
  body: { error: message || 'Your card was declined.', code: 'card_declined' },
});
const paid = (order: OrderRow): PayResult => ({ status: 200, body: { status: 'PAID', order: orderView(order) } });

/** Pays of one order run one after the other in this process (the database row lock covers other processes). */
const orderLocks = new Map<string, Promise<unknown>>();
async function serialized<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = orderLocks.get(key) ?? Promise.resolve();
  const current = previous.then(task, task);
  const settled = current.then(
    () => undefined,
    () => undefined,
  );
  orderLocks.set(key, settled);
  try {
    return await current;
  } finally {
    if (orderLocks.get(key) === settled) orderLocks.delete(key);
  }
}

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
    const payment = (await strapi.db
      .query(PAYMENT)
      .findOne({ where: { idempotency_key: idempotencyKey } })) as PaymentRow | null;
    if (!payment) return null;
    // The fingerprint covers the order key: a key used for another order is refused too.
    if (payment.request_fingerprint !== fingerprint) throw keyReused();
    if (payment.payment_status === 'DECLINED') return declined(payment.message);
    return paid(await getOrder(strapi, key));
  };

  return serialized(key, async () => {
    try {
      return await strapi.db.transaction(async ({ trx }) => {
        if (strapi.db.dialect.client === 'postgres') {
          const table = strapi.db.metadata.get(ORDER).tableName;
          await strapi.db.getConnection(table).transacting(trx).where({ key }).forUpdate().first();
        }
        const previous = await replay();
        if (previous) return previous;
        const order = await getOrder(strapi, key);
        if (order.order_status === 'PAID') return paid(order);

        const provider = paymentProvider();
        const total = orderTotal(order.totals.subtotal, order.currency);
        const result = await provider.charge({
          amountCents: toCents(total.amount),
          currency: total.currency,
          card: validateCard(card, new Date()),
          idempotencyKey,
          description: `Order ${order.key}`,
        });
        if (result.status === 'invalid') {
          throw new ShopError(400, {
            error: result.message,
            code: 'invalid_card',
            errors: { card: { number: [result.message] } },
          });
        }
        const now = new Date();
        const payment = {
          documentId: newDocumentId(),
          order: order.id,
          idempotency_key: idempotencyKey,
          request_fingerprint: fingerprint,
          provider: provider.name,
          reference: result.reference,
          currency: total.currency,
          amount: total.amount,
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        };
        if (result.status === 'declined') {
          await strapi.db
            .query(PAYMENT)
            .create({ data: { ...payment, payment_status: 'DECLINED', message: result.message } });
          return declined(result.message);
        }
        await strapi.db.query(PAYMENT).create({ data: { ...payment, payment_status: 'SUCCEEDED', message: null } });
        const updated = (await strapi.db.query(ORDER).update({
          where: { id: order.id },
          data: { order_status: 'PAID', payment_reference: result.reference, paid_at: now, updatedAt: now },
        })) as OrderRow;
        return { ...paid(updated), charged: updated };
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const previous = await replay();
      if (!previous) throw error;
      return previous;
    }
  });
}
