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
  const expires = now + RECEIPT_SECONDS * 1000;
  const order = paidOrder.safeParse(data);
  if (order.success) {
    const { reference, total, lines } = order.data.payOrder.order;
    const paid = lines
      .slice(0, MAX_LINES)
      .map((line) => ({ id: String(line.diagramId), amount: line.subtotal.amount }));
    return { reference, total, lines: paid, expires };
  }
  const plan = paidPlan.safeParse(data);
  if (!plan.success) return undefined;
  const { id, planLegacyId, price } = plan.data.paySubscription.subscription;
  return { reference: id, total: price, lines: [{ id: String(planLegacyId), amount: price.amount }], expires };
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

/** The Set-Cookie header that keeps `sealed` for the beacon (or clears it, with null). */
export function receiptCookie(sealed: string | null, secure: boolean): string {
  const age = sealed === null ? 0 : RECEIPT_SECONDS;
  return `${RECEIPT_COOKIE}=${sealed ?? ''}; Path=${RECEIPT_PATH}; Max-Age=${age}; SameSite=Strict; HttpOnly${secure ? '; Secure' : ''}`;
}
