// A second shop that takes payments through Stripe (issue 31), for the e2e tests: the stand-in of Stripe
// (./stripe-stand-in.mjs) and a backend, gateway and web from the current build (./stack.mjs) with
// PAYMENT_PROVIDER=stripe, the stand-in as STRIPE_API_URL and the backend's /api/stripe/webhook as its webhook.
// `node scripts/lib/stripe-shop.mjs --offset N --work DIR` prints {"web", "gateway", "backend", "stripe"} once
// all answer, and stops them all on SIGTERM. Logs: DIR/stripe-<part>.log. Environment: MAIL_OUTBOX (the mails),
// STRIPE_SHOP_CLIENT_TOKEN (an internal client of its gateway), WEBHOOK_SECRET.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileLog, stopAll } from './processes.mjs';
import { startStack } from './stack.mjs';
import { startStripeStandIn } from './stripe-stand-in.mjs';

const { values } = parseArgs({ options: { offset: { type: 'string' }, work: { type: 'string' } } });
const offset = Number(values.offset ?? 21);
const work = resolve(values.work ?? '.tmp/stripe-shop');
mkdirSync(work, { recursive: true });
const ports = { backend: 1437 + offset, gateway: 4100 + offset, web: 3100 + offset, metrics: 9604 + offset };
const webhookSecret = process.env.WEBHOOK_SECRET ?? 'whsec_stripe_shop';

const standIn = await startStripeStandIn({ webhookSecret, log: fileLog(join(work, 'stripe-stand-in.log')) });
const { urls } = await startStack({
  ports,
  log: (name) => fileLog(join(work, `stripe-${name}.log`)),
  // A quarter of production's proof of work, as the test stack's (scripts/test.mjs).
  env: { HOST: '127.0.0.1', ALTCHA_MAX_NUMBER: '50000' },
  backendEnv: {
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: join(work, 'stripe-shop.db'),
    SEED_DIAGRAMS: '20',
    MAIL_OUTBOX: process.env.MAIL_OUTBOX ?? join(work, 'outbox'),
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_stripe_shop',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: standIn.url,
  },
  gatewayEnv: {
    TRUSTED_DOCUMENTS_ONLY: 'true',
    GATEWAY_CLIENT_TOKENS: process.env.STRIPE_SHOP_CLIENT_TOKEN ?? 'stripe-shop-client-token',
  },
  webEnv: { TRUSTED_PROXY_HOPS: '1', AUTH_API_URL: `http://127.0.0.1:${ports.backend}` },
  timeoutMs: 200_000,
});
await fetch(`${standIn.url}/_stand-in/webhook`, {
  method: 'POST',
  body: JSON.stringify({ url: `http://127.0.0.1:${ports.backend}/api/stripe/webhook` }),
});
process.stdout.write(`${JSON.stringify({ ...urls, stripe: standIn.url })}\n`);
process.on('SIGTERM', async () => {
  await stopAll();
  await standIn.close();
  process.exit(0);
});
