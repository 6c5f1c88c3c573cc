import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { paymentProvider, type Card } from '../payments/provider';
import { ShopError, badRequest } from './errors';
import { centsOf } from './money';
import { parseCartItems, parseCode, priceItems, totalsOf, type PricedLine, type Totals } from './pricing';

const ORDER = 'api::order.order';
const PAYMENT = 'api::payment.payment';
const CURRENCIES = ['USD', 'EUR', 'CAD', 'GBP'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface OrderRow {
  id: number;
  key: string;
  status: 'CREATED' | 'PAID';
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
  payment_reference: string | null;
  paid_at: string | null;
  createdAt: string;
}

interface PaymentRow {
  id: number;
  status: 'SUCCEEDED' | 'DECLINED';
  message: string | null;
  reference: string | null;
  order: { id: number; key: string } | null;
}

/** 32 url-safe characters from 24 random bytes: an order key cannot be guessed. */
export const newOrderKey = () => crypto.randomBytes(24).toString('base64url');
const newDocumentId = () => crypto.randomBytes(18).toString('base64url').toLowerCase().replace(/[^a-z0-9]/g, 'x');

/** The order as the API returns it. */
export function orderView(order: OrderRow) {
  return {
    key: order.key,
    status: order.status,
    email: order.email,
    name: order.name,
    country: order.country,
    company: order.company ?? null,
    vat_id: order.vat_id ?? null,
    currency: order.currency,
    code: order.code ?? null,
    lines: order.lines,
    totals: order.totals,
    created_at: order.createdAt,
    paid_at: order.paid_at ?? null,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function idempotencyKeyOf(body: Record<string, unknown>): string {
  const key = body.idempotency_key;
  if (typeof key !== 'string' || key.trim().length < 8 || key.length > 200) {
    throw new ShopError(400, {
      error: 'idempotency_key is required (8 to 200 characters)',
      errors: { idempotency_key: ['This field is required (8 to 200 characters).'] },
    });
  }
  return key.trim();
}

function optionalText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text ? text.slice(0, max) : null;
}

interface Customer {
  email: string;
  name: string;
  country: string;
  company: string | null;
  vat_id: string | null;
}

function parseCustomer(value: unknown): Customer {
  const customer = isObject(value) ? value : {};
  const errors: Record<string, string[]> = {};
  const text = (field: string) => (typeof customer[field] === 'string' ? (customer[field] as string).trim() : '');
  const email = text('email');
  const name = text('name');
  const country = text('country').toUpperCase();
  if (!email) errors.email = ['This field is required.'];
  else if (!EMAIL.test(email) || email.length > 254) errors.email = ['Enter a valid email address.'];
  if (!name) errors.name = ['This field is required.'];
  else if (name.length > 200) errors.name = ['Ensure this field has no more than 200 characters.'];
  if (!country) errors.country = ['This field is required.'];
  else if (!/^[A-Z]{2}$/.test(country)) errors.country = ['Enter a two-letter ISO 3166 country code.'];
  for (const field of ['company', 'vat_id']) {
    if (customer[field] !== undefined && customer[field] !== null && typeof customer[field] !== 'string') {
      errors[field] = ['Must be a string.'];
    }
  }
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    throw new ShopError(400, { error: `${fields[0]}: ${errors[fields[0]][0]}`, errors: { customer: errors } });
  }
  return { email, name, country, company: optionalText(customer.company, 200), vat_id: optionalText(customer.vat_id, 64) };
}

/** True for the unique-constraint violation of SQLite and PostgreSQL, however Strapi wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: string; message?: string; cause?: unknown } | undefined; current; ) {
    if (current.code === '23505' || current.code === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    if (typeof current.message === 'string' && /UNIQUE constraint failed|duplicate key value/i.test(current.message)) return true;
    current = current.cause as typeof current;
  }
  return false;
}

async function findOrder(strapi: Core.Strapi, where: Record<string, unknown>): Promise<OrderRow | null> {
  return (await strapi.db.query(ORDER).findOne({ where })) as OrderRow | null;
}

export async function getOrder(strapi: Core.Strapi, key: string): Promise<OrderRow> {
  const order = typeof key === 'string' && key.length <= 64 ? await findOrder(strapi, { key }) : null;
  if (!order) throw new ShopError(404, { detail: 'Order not found' });
  return order;
}

/**
 * Creates an order from the cart priced on the server. The same idempotency key again returns the
 * order it created (`created: false`); a unique index on the key settles concurrent duplicates.
 */
export async function createOrder(strapi: Core.Strapi, body: unknown): Promise<{ order: OrderRow; created: boolean }> {
  if (!isObject(body)) throw badRequest('Expected an object with idempotency_key, items and customer');
  const idempotencyKey = idempotencyKeyOf(body);
  const existing = await findOrder(strapi, { idempotency_key: idempotencyKey });
  if (existing) return { order: existing, created: false };

  const customer = parseCustomer(body.customer);
  const code = parseCode(body.code);
  const items = parseCartItems(body.items, code);
  const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : 'USD';
  if (!CURRENCIES.includes(currency)) throw badRequest(`Unknown currency ${body.currency}`);
  const lines = await priceItems(strapi, items);
  const now = new Date();
  try {
    const order = (await strapi.db.query(ORDER).create({
      data: {
        documentId: newDocumentId(),
        key: newOrderKey(),
        status: 'CREATED',
        ...customer,
        currency,
        code,
        lines,
        totals: totalsOf(lines),
        idempotency_key: idempotencyKey,
        createdAt: now,
        updatedAt: now,
        publishedAt: now,
      },
    })) as OrderRow;
    return { order, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findOrder(strapi, { idempotency_key: idempotencyKey });
    if (!winner) throw error;
    return { order: winner, created: false };
  }
}

function parseCard(value: unknown, now: Date): Card {
  const card = isObject(value) ? value : {};
  const errors: Record<string, string[]> = {};
  const number = typeof card.number === 'string' || typeof card.number === 'number' ? String(card.number).replace(/[\s-]/g, '') : '';
  const expMonth = Number(card.exp_month);
  const expYear = Number(card.exp_year);
  const cvc = typeof card.cvc === 'string' || typeof card.cvc === 'number' ? String(card.cvc).trim() : '';
  const name = typeof card.name === 'string' ? card.name.trim() : '';
  if (!/^\d{12,19}$/.test(number)) errors.number = ['Your card number is invalid.'];
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) errors.exp_month = ['Invalid expiry month.'];
  if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2100) errors.exp_year = ['Invalid expiry year.'];
  else if (!errors.exp_month && (expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1))) {
    errors.exp_year = ['Your card has expired.'];
  }
  if (!/^\d{3,4}$/.test(cvc)) errors.cvc = ['Your card security code is invalid.'];
  if (!name) errors.name = ['This field is required.'];
  const fields = Object.keys(errors);
  if (fields.length > 0) throw new ShopError(400, { error: errors[fields[0]][0], code: 'invalid_card', errors: { card: errors } });
  return { number, exp_month: expMonth, exp_year: expYear, cvc, name };
}

export type PayResult = { status: 200; body: Record<string, unknown> } | { status: 402; body: Record<string, unknown> };

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
  const settled = current.then(() => undefined, () => undefined);
  orderLocks.set(key, settled);
  try {
    return await current;
  } finally {
    if (orderLocks.get(key) === settled) orderLocks.delete(key);
  }
}

/**
 * Pays an order. The same idempotency key returns the result of its first attempt; a PAID order is
 * returned as paid without a charge. Checks and charge run in one transaction holding the order row
 * (FOR UPDATE on PostgreSQL) and the payment's idempotency key is unique in the database.
 */
export async function payOrder(strapi: Core.Strapi, key: string, body: unknown): Promise<PayResult> {
  if (!isObject(body)) throw badRequest('Expected an object with idempotency_key and card');
  const idempotencyKey = idempotencyKeyOf(body);
  await getOrder(strapi, key);

  const replay = async (): Promise<PayResult | null> => {
    const payment = (await strapi.db.query(PAYMENT).findOne({
      where: { idempotency_key: idempotencyKey },
      populate: { order: { select: ['id', 'key'] } },
    })) as PaymentRow | null;
    if (!payment) return null;
    if (payment.order?.key !== key) {
      throw new ShopError(409, { error: 'This idempotency key was already used for another order.' });
    }
    if (payment.status === 'DECLINED') return declined(payment.message);
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
        if (order.status === 'PAID') return paid(order);

        const card = parseCard(body.card, new Date());
        const provider = paymentProvider();
        // The order's currency when its price set has it, else the base currency USD.
        const subtotal = centsOf(order.totals.subtotal);
        const currency = order.currency && subtotal.has(order.currency) ? order.currency : 'USD';
        const amountCents = subtotal.get(currency) ?? 0;
        const result = await provider.charge({
          amountCents,
          currency,
          card,
          idempotencyKey,
          description: `Order ${order.key}`,
        });
        if (result.status === 'invalid') {
          throw new ShopError(400, { error: result.message, code: 'invalid_card', errors: { card: { number: [result.message] } } });
        }
        const now = new Date();
        const payment = {
          documentId: newDocumentId(),
          order: order.id,
          idempotency_key: idempotencyKey,
          provider: provider.name,
          reference: result.reference,
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
        };
        if (result.status === 'declined') {
          await strapi.db.query(PAYMENT).create({ data: { ...payment, status: 'DECLINED', message: result.message } });
          return declined(result.message);
        }
        await strapi.db.query(PAYMENT).create({ data: { ...payment, status: 'SUCCEEDED', message: null } });
        const updated = (await strapi.db.query(ORDER).update({
          where: { id: order.id },
          data: { status: 'PAID', payment_reference: result.reference, paid_at: now, updatedAt: now },
        })) as OrderRow;
        return paid(updated);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const previous = await replay();
      if (!previous) throw error;
      return previous;
    }
  });
}
