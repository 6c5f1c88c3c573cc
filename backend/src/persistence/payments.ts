import type { Core } from '@strapi/strapi';
import { newRowFields } from './document-id';
import { PAYMENT } from './models';

/** A payment row; `payment_status` is stored in the column `status` (see OrderRow). */
export interface PaymentRow {
  id: number;
  payment_status: 'SUCCEEDED' | 'DECLINED';
  message: string | null;
  request_fingerprint: string | null;
}

/** The attempt an idempotency key made, if any: a retry answers with it instead of charging again. */
export const findPayment = async (strapi: Core.Strapi, idempotencyKey: string) =>
  (await strapi.db.query(PAYMENT).findOne({ where: { idempotency_key: idempotencyKey } })) as PaymentRow | null;

/** Inserts one charge attempt of an order or a subscription; a duplicate idempotency key throws. */
export async function insertPayment(
  strapi: Core.Strapi,
  payment: ({ order: number } | { subscription: number }) & Record<string, unknown>,
  now: Date,
): Promise<void> {
  await strapi.db.query(PAYMENT).create({
    data: { ...payment, ...newRowFields(now) },
  });
}

/** The subscription period a provider's payment paid (a Stripe invoice's payment intent); null for none. */
export async function subscriptionPeriodPaidBy(strapi: Core.Strapi, reference: string) {
  const row = (await strapi.db.query(PAYMENT).findOne({
    where: { reference, payment_status: 'SUCCEEDED', subscription: { id: { $notNull: true } } },
    select: ['period_index'],
    populate: { subscription: { select: ['id'] } },
  })) as { period_index: number | null; subscription: { id: number } | null } | null;
  return row?.subscription && row.period_index
    ? { subscriptionId: row.subscription.id, period: row.period_index }
    : null;
}
