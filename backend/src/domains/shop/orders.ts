import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { BASE_CURRENCY, cartCurrency, isCurrency, type Currency } from '@shop/money';
import { parseCustomer } from './customer';
import { ShopError, badRequest } from '../../http/errors';
import { idempotencyKeyOf, isUniqueViolation, keyReused, requestFingerprint } from '../../http/idempotency';
import { orderTotal } from './order-total';
import { DEFAULT_LOCALE, type Locale } from '../../locales';
import { isObject } from '../../http/request-values';
import { parseCartItems, parseCode, priceItems, totalsOf } from './pricing';
import { findOrder, insertOrder, type OrderRow } from '../../persistence/orders';

/** Order keys are 32 url-safe characters; anything else is no order, without asking the database. */
const ORDER_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** 32 url-safe characters from 24 random bytes: an order key cannot be guessed. */
const newOrderKey = () => crypto.randomBytes(24).toString('base64url');

/** The order as the API returns it; `total` is what payment charges, in the order's currency. */
export function orderView(order: OrderRow) {
  const total = orderTotal(order.totals.subtotal, order.currency);
  return {
    key: order.key,
    status: order.order_status,
    email: order.email,
    name: order.name,
    country: order.country,
    company: order.company ?? null,
    vat_id: order.vat_id ?? null,
    currency: total.currency,
    code: order.code ?? null,
    lines: order.lines,
    totals: order.totals,
    total,
    created_at: order.createdAt,
    paid_at: order.paid_at ?? null,
    locale: orderLocale(order),
  };
}

export const orderLocale = (order: Pick<OrderRow, 'language'>): Locale => order.language ?? DEFAULT_LOCALE;

export async function getOrder(strapi: Core.Strapi, key: unknown): Promise<OrderRow> {
  const order = typeof key === 'string' && ORDER_KEY.test(key) ? await findOrder(strapi, { key }) : null;
  if (!order) throw new ShopError(404, { detail: 'Order not found' });
  return order;
}

function parseCurrency(value: unknown): Currency {
  if (value === undefined || value === null) return BASE_CURRENCY;
  const currency = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!isCurrency(currency)) throw badRequest(`Unknown currency ${String(value).slice(0, 16)}`);
  return currency;
}

/** The order a retry of this request may see again: only the one it created itself. */
function sameRequest(order: OrderRow, fingerprint: string): OrderRow {
  if (order.request_fingerprint !== fingerprint) throw keyReused();
  return order;
}

/**
 * Creates an order from the cart priced on the server, in the currency the visitor was shown when every line
 * has a price in it (else USD). The same idempotency key with the same request returns the order it created
 * (`created: false`); with another request it is refused (409). A unique index on the key settles concurrent
 * duplicates. An order placed with a bearer token belongs to that account.
 */
export async function createOrder(
  strapi: Core.Strapi,
  body: unknown,
  placedBy: { userId: number | null; language: Locale },
): Promise<{ order: OrderRow; created: boolean }> {
  if (!isObject(body)) throw badRequest('Expected an object with idempotency_key, items and customer');
  const idempotencyKey = idempotencyKeyOf(body);
  const customer = parseCustomer(body.customer);
  const code = parseCode(body.code);
  const items = parseCartItems(body.items, code);
  const requestedCurrency = parseCurrency(body.currency);
  const fingerprint = requestFingerprint(strapi, [
    'order',
    items.map((item) => [item.diagram_id, item.license_id, item.code, item.special_offer_id]),
    code,
    requestedCurrency,
    [customer.email, customer.name, customer.country, customer.company, customer.vat_id],
  ]);

  const existing = await findOrder(strapi, { idempotency_key: idempotencyKey });
  if (existing) return { order: sameRequest(existing, fingerprint), created: false };

  const lines = await priceItems(strapi, items);
  const now = new Date();
  try {
    const order = await insertOrder(
      strapi,
      {
        key: newOrderKey(),
        order_status: 'CREATED',
        ...customer,
        currency: cartCurrency(
          lines.map((line) => line.prices),
          requestedCurrency,
        ),
        code,
        lines,
        totals: totalsOf(lines),
        idempotency_key: idempotencyKey,
        request_fingerprint: fingerprint,
        language: placedBy.language,
        ...(placedBy.userId === null ? {} : { user: placedBy.userId }),
      },
      now,
    );
    return { order, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrder(strapi, { idempotency_key: idempotencyKey });
    if (!winner) throw error;
    return { order: sameRequest(winner, fingerprint), created: false };
  }
}
