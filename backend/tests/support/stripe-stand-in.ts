import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';

const STAND_IN = path.resolve(__dirname, '../../../scripts/lib/stripe-stand-in.mjs');

export interface StripeStandIn {
  url: string;
  /** A remote control of the stand-in (`/_stand-in/…`): what a customer or Stripe's dashboard would do. */
  control<T = unknown>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T>;
  stop(): void;
}

/**
 * Stripe's stand-in (scripts/lib/stripe-stand-in.mjs) as its own process: Stripe's API subset, its hosted pages and
 * its signed webhooks, posted to `webhookUrl` (or to where `control('POST', 'webhook', { url })` says later).
 */
export async function startStripeStandIn(webhookSecret: string, webhookUrl?: string): Promise<StripeStandIn> {
  const args = ['--secret', webhookSecret, ...(webhookUrl ? ['--webhook', webhookUrl] : [])];
  const child = spawn(process.execPath, [STAND_IN, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await once(readline.createInterface({ input: child.stdout! }), 'line');
  const { url } = JSON.parse(line) as { url: string };
  return {
    url,
    async control(method, route, body) {
      const response = await fetch(`${url}/_stand-in/${route}`, {
        method,
        ...(body !== undefined && { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      if (!response.ok) throw new Error(`stand-in ${method} ${route}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    stop: () => child.kill('SIGTERM'),
  };
}
