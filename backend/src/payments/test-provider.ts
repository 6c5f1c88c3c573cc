import crypto from 'node:crypto';
import type { Card, ChargeResult, PaymentProvider, TokenChargeRequest } from './provider';

/** The well-known test numbers and what their saved card does (the token says it, so any process can charge it). */
const CARDS: Record<string, 'pays' | 'declined' | 'off_session_declined'> = {
  '4242424242424242': 'pays',
  '4000000000000002': 'declined',
  '4000000000000341': 'off_session_declined',
};
const TOKEN = /^tok_test_(pays|declined|off_session_declined)_[A-Za-z0-9_-]+$/;
const INVALID = 'Your card number is invalid.';

const referenceOf = (idempotencyKey: string) =>
  `test_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
const declined = (reference: string): ChargeResult => ({
  status: 'declined',
  reference,
  code: 'card_declined',
  message: 'Your card was declined.',
});
const behaviourOf = (card: Card) => CARDS[String(card.number).replace(/[\s-]/g, '')];

/**
 * Offline provider with the well-known test numbers: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined, 4000 0000 0000 0341 is saved and pays while the customer is there but declines every later
 * (off-session) charge of its token; any other number is an invalid card.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  async charge({ card, idempotencyKey }) {
    const behaviour = behaviourOf(card);
    if (!behaviour) return { status: 'invalid', message: INVALID };
    const reference = referenceOf(idempotencyKey);
    return behaviour === 'declined' ? declined(reference) : { status: 'succeeded', reference };
  },
  async saveCard(card) {
    const behaviour = behaviourOf(card);
    if (!behaviour) return { status: 'invalid', message: INVALID };
    const token = `tok_test_${behaviour}_${crypto.randomBytes(12).toString('base64url')}`;
    return { status: 'saved', token, last4: card.number.slice(-4) };
  },
  async chargeToken({ token, idempotencyKey, offSession }: TokenChargeRequest) {
    const reference = referenceOf(idempotencyKey);
    const behaviour = TOKEN.exec(token)?.[1];
    if (behaviour === 'pays' || (behaviour === 'off_session_declined' && !offSession)) {
      return { status: 'succeeded', reference };
    }
    return declined(reference) as Exclude<ChargeResult, { status: 'invalid' }>;
  },
};
