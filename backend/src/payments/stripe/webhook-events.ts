import type Stripe from 'stripe';

/** How old a webhook may be: Stripe's own default, and what issue 31 asks (5 minutes). */
const TOLERANCE_SECONDS = 300;

/**
 * The event a webhook carries, when its `Stripe-Signature` is Stripe's for exactly these bytes (HMAC-SHA256 with the
 * endpoint's secret) and at most 5 minutes old; null otherwise, so that a forged or replayed call changes nothing.
 */
export function verifiedEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string | undefined,
  webhookSecret: string,
): Stripe.Event | null {
  if (!signature) return null;
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, TOLERANCE_SECONDS);
  } catch (error) {
    // The SDK's own class, by its type: this module does not load the SDK (the caller's client did).
    if ((error as { type?: string }).type === 'StripeSignatureVerificationError') return null;
    throw error;
  }
}
