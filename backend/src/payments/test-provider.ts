import crypto from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './provider';

const SUCCEEDING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

/**
 * Offline provider with the well-known test numbers: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, any other number is an invalid card.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  async charge({ card, idempotencyKey }: ChargeRequest): Promise<ChargeResult> {
    const number = String(card.number).replace(/[\s-]/g, '');
    const reference = `test_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    if (number === SUCCEEDING_CARD) return { status: 'succeeded', reference };
    if (number === DECLINED_CARD) {
      return { status: 'declined', reference, code: 'card_declined', message: 'Your card was declined.' };
    }
    return { status: 'invalid', message: 'Your card number is invalid.' };
  },
};
