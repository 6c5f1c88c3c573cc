import type { Core } from '@strapi/strapi';
import type { Money } from '@shop/money';
import type { Locale } from '../locales';
import { newRowFields } from './document-id';
import { ORDER } from './models';

/** What an order stores: its row, and the priced lines and totals it keeps as JSON. */

export type CodeStatus = 'applied' | 'unknown' | 'expired';

export interface PricedLine {
  diagram_id: number;
  license_id: number;
  code: string | null;
  code_status: CodeStatus | null;
  special_offer_id: number | null;
  title: string;
  url: string;
  prices: Money[];
  discounts: Money[];
  final_prices: Money[];
}

export interface Totals {
  price: Money[];
  discount: Money[];
  subtotal: Money[];
}

/**
 * An order row. `order_status` is stored in the column `status`: the attribute has its own name because Strapi's
 * content manager overwrites an attribute called `status` with the document's publication status.
 */
export interface OrderRow {
  id: number;
  /** Not a secret (unlike `key`): the order's reference with the payment provider. */
  documentId: string;
  key: string;
  order_status: 'CREATED' | 'PAID' | 'REFUNDED';
  email: string;
  name: string;
  country: string;
  company: string | null;
  vat_id: string | null;
  currency: string;
  code: string | null;
  lines: PricedLine[];
  totals: Totals;
  idempotency_key: string;
  request_fingerprint: string | null;
  payment_reference: string | null;
  paid_at: string | null;
  /** The visitor's language when ordering: of the download titles, file names and the receipt. */
  language: Locale | null;
  createdAt: string;
}

/**
 * The order of a key (the secret of its download page), of the idempotency key that created it, of its reference
 * with the payment provider (documentId) or of the provider's payment (payment_reference).
 */
export const findOrder = async (
  strapi: Core.Strapi,
  by: { key: string } | { idempotency_key: string } | { documentId: string } | { payment_reference: string },
) => (await strapi.db.query(ORDER).findOne({ where: by })) as OrderRow | null;

/** What a new order is made of; the row's ids and dates are added here. */
export type NewOrder = Omit<OrderRow, 'id' | 'documentId' | 'payment_reference' | 'paid_at' | 'createdAt'> & {
  user?: number;
};

/** Inserts an order, published at once (orders have no draft); a duplicate idempotency key throws. */
export async function insertOrder(strapi: Core.Strapi, order: NewOrder, now: Date): Promise<OrderRow> {
  return (await strapi.db.query(ORDER).create({
    data: { ...order, ...newRowFields(now) },
  })) as OrderRow;
}

/** Marks an order paid with the provider's reference; returns the updated row. */
export async function markOrderPaid(strapi: Core.Strapi, id: number, reference: string, now: Date) {
  return (await strapi.db.query(ORDER).update({
    where: { id },
    data: { order_status: 'PAID', payment_reference: reference, paid_at: now, updatedAt: now },
  })) as OrderRow;
}

/** Marks a paid order refunded: its download links stop working. */
export async function markOrderRefunded(strapi: Core.Strapi, id: number, now: Date) {
  return (await strapi.db.query(ORDER).update({
    where: { id, order_status: 'PAID' },
    data: { order_status: 'REFUNDED', updatedAt: now },
  })) as OrderRow | null;
}
