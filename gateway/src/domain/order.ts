import { createHash } from 'node:crypto';
import type { PricedItem } from './cart';
import type { Currency, Money } from '@shop/money';

export const ORDER_STATUSES = ['CREATED', 'PAID', 'REFUNDED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an unpaid order is paid: on the shop's card form (the built-in test provider) or on the provider's page. */
export const PAYMENT_FLOWS = ['CARD', 'HOSTED'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

export interface Customer {
  email: string;
  name: string;
  /** ISO 3166 alpha-2. */
  country: string;
  company?: string | null;
  vatId?: string | null;
}

/** An order of the shop: the lines as priced at its creation, and their totals. */
export interface Order {
  /** Unguessable; the only way to reach the order. */
  key: string;
  status: OrderStatus;
  email: string;
  name: string;
  country: string;
  company: string | null;
  vatId: string | null;
  lines: PricedItem[];
  totals: { prices: Money[]; discounts: Money[]; subtotals: Money[] };
  /** The currency the visitor was shown and is charged in (spec §9 at the time of ordering). */
  currency: Currency;
  /** What payment charges: the subtotal in `currency`. */
  total: Money;
  /** When the shop sent them with the order (a customer's purchases): its links, as the shop gives them. */
  downloads?: Download[];
  /** Null where the shop does not say (an account's past orders). */
  paymentFlow: PaymentFlow | null;
}

/** Where the browser goes to pay an order on the provider's page; no url once the order needs no payment. */
export type OrderCheckout = { status: 'CREATED'; url: string } | { status: 'PAID' | 'REFUNDED'; url: null };

/** A signed, expiring link to a paid diagram's file. */
export interface Download {
  diagramId: number;
  title: string;
  fileName: string;
  /** Absolute. */
  url: string;
  expiresAt: Date;
}

export interface Card {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
}

/** Paid, or declined with the provider's message (the order stays CREATED and may be paid again). */
export type Payment =
  | { declined: false; status: OrderStatus; order: Order }
  | { declined: true; status: OrderStatus; message: string; order: Order | null };

/**
 * A reference for the order that may leave the shop (analytics' transaction id): the key is a bearer secret, so
 * this is a one-way digest of it. The key carries 128+ random bits, so the digest cannot be reversed or guessed
 * without a secret of ours, and it is the same for the order on every call and every gateway.
 */
export function orderReference(key: string): string {
  return createHash('sha256').update(`order-reference:${key}`).digest('hex').slice(0, 16);
}
