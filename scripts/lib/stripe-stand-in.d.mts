/** The tests' stand-in for Stripe (./stripe-stand-in.mjs). */
export function startStripeStandIn(options?: {
  port?: number;
  host?: string;
  webhookUrl?: string;
  webhookSecret?: string;
  log?: (line: string) => void;
}): Promise<{ url: string; close(): Promise<void> }>;
