import { CURRENCIES, type Currency } from '@shop/money';
import { z } from 'zod';
import type { CartItem } from '../../domain/cart';
import type { Card, Customer, Download, Order, OrderCheckout, Payment } from '../../domain/order';
import { ORDER_STATUSES } from '../../domain/order';
import type { Locale } from '../../domain/locales';
import { LOCALE_HEADER } from '../headers';
import { strapiMoney, strapiPrices } from '../content/fields';
import { shopItems, shopPricedItem } from './cart';
import type { ShopClient } from './client';
import { shopDate } from './dates';
import { ShopError } from './errors';

const ORDERS_PATH = '/website/v1/orders/';

const orderPath = (key: string, rest = '') => `${ORDERS_PATH}${encodeURIComponent(key)}/${rest}`;

/** A signed link to a diagram's file, as the shop gives it (orders, credits, the library). */
export const shopDownload = z
  .object({
    diagram_id: z.number().int(),
    title: z.string(),
    file_name: z.string(),
    url: z.string(),
    expires_at: shopDate,
  })
  .transform(
    (download): Download => ({
      diagramId: download.diagram_id,
      title: download.title,
      fileName: download.file_name,
      url: download.url,
      expiresAt: download.expires_at,
    }),
  );

/** An order as the shop sends it; the account's purchases come with their downloads. */
export const shopOrder = z
  .object({
    key: z.string(),
    status: z.enum(ORDER_STATUSES),
    email: z.string(),
    name: z.string(),
    country: z.string(),
    company: z.string().nullish(),
    vat_id: z.string().nullish(),
    lines: z.array(shopPricedItem),
    totals: z.object({
      price: strapiPrices.nullish(),
      discount: strapiPrices.nullish(),
      subtotal: strapiPrices.nullish(),
    }),
    currency: z.enum(CURRENCIES),
    total: strapiMoney,
    downloads: z.array(shopDownload).optional(),
    payment_flow: z.enum(['card', 'hosted']).optional(),
  })
  .transform(
    (order): Order => ({
      key: order.key,
      status: order.status,
      email: order.email,
      name: order.name,
      country: order.country,
      company: order.company ?? null,
      vatId: order.vat_id ?? null,
      lines: order.lines,
      totals: {
        prices: order.totals.price ?? [],
        discounts: order.totals.discount ?? [],
        subtotals: order.totals.subtotal ?? [],
      },
      currency: order.currency,
      total: order.total,
      ...(order.downloads && { downloads: order.downloads }),
      paymentFlow: order.payment_flow ? (order.payment_flow === 'card' ? 'CARD' : 'HOSTED') : null,
    }),
  );

export interface CreateOrderRequest {
  idempotencyKey: string;
  items: readonly CartItem[];
  code: string | null;
  /** The currency the visitor was shown: the shop orders in it when every line has a price in it. */
  currency: Currency;
  customer: Customer;
}

/** POST orders: a retried idempotency key answers the same order (never retried by us: spec §7). */
export function createOrder(
  shop: ShopClient,
  { idempotencyKey, items, code, currency, customer }: CreateOrderRequest,
): Promise<Order> {
  const body = {
    idempotency_key: idempotencyKey,
    items: shopItems(items, code),
    code,
    currency,
    customer: {
      email: customer.email,
      name: customer.name,
      country: customer.country,
      company: customer.company ?? null,
      vat_id: customer.vatId ?? null,
    },
  };
  return shop.post('orders', ORDERS_PATH, body, shopOrder);
}

/** The order with this key; null when the shop knows none (404). */
export async function fetchOrder(shop: ShopClient, key: string): Promise<Order | null> {
  try {
    return await shop.get('orders', orderPath(key), shopOrder);
  } catch (error) {
    if (error instanceof ShopError && error.status === 404) return null;
    throw error;
  }
}

/** Links to a PAID order's files (urls as the shop gives them). */
export function fetchDownloads(shop: ShopClient, key: string): Promise<Download[]> {
  return shop.get('orders/downloads', orderPath(key, 'downloads/'), z.array(shopDownload));
}

const paid = z.object({ status: z.enum(ORDER_STATUSES), order: shopOrder });

/** HTTP 402: the card was declined (the shop's message), not a failure of the call. */
export const DECLINED_STATUS = 402;

/** A card as the shop's pay routes take it. */
export const shopCard = (card: Card) => ({
  number: card.number,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  cvc: card.cvc,
  name: card.name,
});

/** POST pay: paid, or declined (402) with the shop's message. Idempotent on the shop's side; never retried. */
export async function payOrder(shop: ShopClient, key: string, idempotencyKey: string, card: Card): Promise<Payment> {
  const body = { idempotency_key: idempotencyKey, card: shopCard(card) };
  try {
    const result = await shop.post('orders/pay', orderPath(key, 'pay/'), body, paid);
    return { declined: false, status: result.status, order: result.order };
  } catch (error) {
    if (!(error instanceof ShopError && error.status === DECLINED_STATUS)) throw error;
    const order = await fetchOrder(shop, key).catch(() => null);
    return { declined: true, status: order?.status ?? 'CREATED', message: error.message, order };
  }
}

const orderCheckout = z.union([
  z.object({ status: z.literal('CREATED'), url: z.string().url() }),
  z.object({ status: z.enum(['PAID', 'REFUNDED']), url: z.null() }),
]);

/**
 * POST checkout: the provider's page where this attempt pays the order, in the visitor's language. The same
 * idempotency key answers the same page; an order that needs no payment any more answers its status, no url.
 */
export function startOrderCheckout(
  shop: ShopClient,
  key: string,
  idempotencyKey: string,
  locale: Locale,
): Promise<OrderCheckout> {
  return shop
    .withHeaders({ [LOCALE_HEADER]: locale })
    .post('orders/checkout', orderPath(key, 'checkout/'), { idempotency_key: idempotencyKey }, orderCheckout);
}
