import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The receipt of the visitor's last payment, for the analytics beacon only: HttpOnly, sent to its path alone. A
 * purchase event is forwarded only with the receipt of its transaction, and with the receipt's figures.
 */
export const RECEIPT_COOKIE = 'shop_purchase';
const RECEIPT_PATH = '/analytics/collect/';
/** The page reports a purchase within seconds (its queue drains every 3 s); an hour covers a page left open. */
const RECEIPT_SECONDS = 3600;
/** Lines kept on a receipt: a cookie holds about 4 kB. */
const MAX_LINES = 40;

const money = z.object({
  amount: z.string().regex(/^\d{1,12}(\.\d{1,4})?$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
const paidOrder = z.object({
  payOrder: z.object({
    order: z.object({
      status: z.literal('PAID'),
      reference: z.string().min(1).max(100),
      total: money,
      lines: z.array(z.object({ diagramId: z.number().int(), subtotal: money })),
    }),
  }),
});
type PaidOrder = z.input<typeof paidOrder>['payOrder']['order'];

const paidPlan = z.object({
  paySubscription: z.object({
    declined: z.literal(false),
    subscription: z.object({
      id: z.string().min(1).max(100),
      status: z.literal('ACTIVE'),
      planLegacyId: z.number().int(),
      price: money,
    }),
  }),
});

type ActivePlan = z.input<typeof paidPlan>['paySubscription']['subscription'];

const receipt = z.object({
  reference: z.string(),
  total: money,
  /** Each item's id (the diagram's or the plan's legacy id) and what was paid for it. */
  lines: z.array(z.object({ id: z.string(), amount: z.string() })),
  expires: z.number(),
});

/** A payment the shop confirmed: its reference (analytics' transaction id), total and lines. */
export type Receipt = z.infer<typeof receipt>;

/**
 * The payment a gateway answer confirms (a paid order, a paid plan), or undefined. Only answers that name a
 * payment are parsed.
 */
export function receiptOf(answer: ArrayBuffer, now = Date.now()): Receipt | undefined {
  const bytes = Buffer.from(answer);
  if (!bytes.includes('"payOrder"') && !bytes.includes('"paySubscription"')) return undefined;
  let data: unknown;
  try {
    data = (JSON.parse(bytes.toString('utf8')) as { data?: unknown } | null)?.data;
  } catch {
    return undefined;
  }
  const order = paidOrder.safeParse(data);
  if (order.success) return orderReceipt(order.data.payOrder.order, now);
  const plan = paidPlan.safeParse(data);
  return plan.success ? planReceipt(plan.data.paySubscription.subscription, now) : undefined;
}

/** The receipt of a subscription the shop says is ACTIVE: its first period, as the purchase of its plan. */
export function planReceipt(subscription: Omit<ActivePlan, 'status'> & { status: string }, now = Date.now()): Receipt {
  const { id, planLegacyId, price } = paidPlan.shape.paySubscription.shape.subscription.parse(subscription);
  const lines = [{ id: String(planLegacyId), amount: price.amount }];
  return { reference: id, total: price, lines, expires: now + RECEIPT_SECONDS * 1000 };
}

/**
 * The receipt of an order the shop says is PAID (a card payment's answer, or the order read again after paying on
 * the provider's page): its reference, total and lines.
 */
export function orderReceipt(order: Omit<PaidOrder, 'status'> & { status: string }, now = Date.now()): Receipt {
  const { reference, total, lines } = paidOrder.shape.payOrder.shape.order.parse(order);
  const paid = lines.slice(0, MAX_LINES).map((line) => ({ id: String(line.diagramId), amount: line.subtotal.amount }));
  return { reference, total, lines: paid, expires: now + RECEIPT_SECONDS * 1000 };
}

const signature = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`purchase-receipt:${payload}`).digest('base64url');

/** The receipt as a cookie value, signed with the web's secret. */
export function sealReceipt(value: Receipt, secret: string): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

/** The receipt a cookie value holds, if the web signed it and it has not expired. */
export function openReceipt(sealed: string | undefined, secret: string, now = Date.now()): Receipt | undefined {
  const [payload, signed] = sealed?.split('.') ?? [];
  if (!payload || !signed) return undefined;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(signed);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const parsed = receipt.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.expires > now ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** A cookie jar as server actions have it (next/headers' cookies()). */
type CookieJar = {
  set(
    name: string,
    value: string,
    options: { path: string; maxAge: number; sameSite: 'strict'; httpOnly: true; secure: boolean },
  ): unknown;
};

/** Keeps a receipt for the beacon from a server action: the same cookie as receiptCookie's header. */
export function keepReceipt(jar: CookieJar, value: Receipt, secret: string, secure: boolean): void {
  jar.set(RECEIPT_COOKIE, sealReceipt(value, secret), {
    path: RECEIPT_PATH,
    maxAge: RECEIPT_SECONDS,
    sameSite: 'strict',
    httpOnly: true,
    secure,
  });
}

/** The Set-Cookie header that keeps `sealed` for the beacon (or clears it, with null). */
export function receiptCookie(sealed: string | null, secure: boolean): string {
  const age = sealed === null ? 0 : RECEIPT_SECONDS;
  return `${RECEIPT_COOKIE}=${sealed ?? ''}; Path=${RECEIPT_PATH}; Max-Age=${age}; SameSite=Strict; HttpOnly${secure ? '; Secure' : ''}`;
}
