import Stripe from 'stripe';

/** Where and as whom the shop talks to Stripe (issue 31: STRIPE_SECRET_KEY, STRIPE_API_URL). */
export interface StripeAccess {
  secretKey: string;
  /** Stripe's own API when unset; the tests' stand-in (scripts/lib/stripe-stand-in.mjs) when set. */
  apiUrl?: string;
}

/**
 * The `stripe` SDK's client. Telemetry off: with it on, the SDK writes an id file under the server's home and reports
 * request timings to Stripe. Its retries (two, with backoff, on connection errors, 409 and 5xx) reuse the request's
 * idempotency key, so a retried call never charges or creates twice.
 */
export function stripeClient({ secretKey, apiUrl }: StripeAccess): Stripe {
  const address = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    telemetry: false,
    timeout: 10_000,
    ...(address && {
      host: address.hostname,
      port: address.port || (address.protocol === 'http:' ? 80 : 443),
      protocol: address.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}
