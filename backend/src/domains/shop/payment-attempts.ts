import type { Core } from '@strapi/strapi';
import type { ChargeResult } from '../../payments/provider';
import { ShopError } from '../../http/errors';
import { isUniqueViolation } from '../../http/idempotency';
import { insertPayment } from '../../persistence/payments';
import { lockRow } from '../../persistence/row-locks';
import { serialized } from './serialized';

/** What paying an order and paying a subscription period share: one payment row per attempt, replays, locks. */

export type Declined = { status: 402; body: Record<string, unknown> };

export const declined = (message: string | null): Declined => ({
  status: 402,
  body: { error: message || 'Your card was declined.', code: 'card_declined' },
});

export const invalidCard = (message: string) =>
  new ShopError(400, { error: message, code: 'invalid_card', errors: { card: { number: [message] } } });

/**
 * Runs a payment: one at a time per `lock` in this process, inside a transaction that holds the paid row
 * (FOR UPDATE on PostgreSQL, for other processes). `replay` answers a key already used; it runs first inside the
 * transaction and again when a concurrent duplicate hit the payment's unique idempotency key.
 */
export async function runPayment<T>(
  strapi: Core.Strapi,
  lock: { uid: string; where: Record<string, unknown>; name: string },
  replay: () => Promise<T | null>,
  pay: () => Promise<T>,
): Promise<T> {
  return serialized(lock.name, async () => {
    try {
      return await strapi.db.transaction(async ({ trx }) => {
        await lockRow(strapi, trx, lock);
        return (await replay()) ?? (await pay());
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const previous = await replay();
      if (!previous) throw error;
      return previous;
    }
  });
}

/** Records a charge attempt (succeeded or declined) of an order or a subscription, with what it charged. */
export async function recordPayment(
  strapi: Core.Strapi,
  attempt: {
    of: { order: number } | { subscription: number };
    idempotencyKey: string;
    fingerprint: string | null;
    provider: string;
    result: Exclude<ChargeResult, { status: 'invalid' }>;
    currency: string;
    amount: string;
    /** The subscription period it paid, if any. */
    period?: number;
  },
): Promise<void> {
  const { result } = attempt;
  await insertPayment(
    strapi,
    {
      ...attempt.of,
      idempotency_key: attempt.idempotencyKey,
      request_fingerprint: attempt.fingerprint,
      provider: attempt.provider,
      reference: result.reference,
      currency: attempt.currency,
      amount: attempt.amount,
      payment_status: result.status === 'succeeded' ? 'SUCCEEDED' : 'DECLINED',
      message: result.status === 'declined' ? result.message : null,
      period_index: attempt.period ?? null,
    },
    new Date(),
  );
}
