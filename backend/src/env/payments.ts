import { appEnv } from './app-env';
import { httpUrl } from './public-url';
import { distinctSecret } from './secret';

/** How the shop takes payments (issue 31), read with strapi.config.get('payments'). */
export type PaymentsConfig =
  | {
      /** The built-in provider: card numbers posted to the backend, test cards only. Never in production. */
      provider: 'test';
    }
  | {
      /** Stripe Checkout: the visitor pays on Stripe's page, a signed webhook tells the shop. */
      provider: 'stripe';
      stripe: {
        secretKey: string;
        webhookSecret: string;
        /** Stripe's own API when undefined; the tests' stand-in when set. */
        apiUrl?: string;
      };
    };

const required = (env: NodeJS.ProcessEnv, name: string, shape: RegExp, expected: string): string => {
  const value = env[name] ?? '';
  if (!value) throw new Error(`${name} is missing: PAYMENT_PROVIDER=stripe needs it`);
  if (!shape.test(value)) throw new Error(`${name} must be ${expected}`);
  return value;
};

/**
 * PAYMENT_PROVIDER (`test` by default with APP_ENV=local, or `stripe`) and Stripe's settings. With APP_ENV=production
 * the test provider is refused: it would "sell" against the published test card and take card numbers itself.
 */
export function paymentsSettings(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const production = appEnv() === 'production';
  const provider = env.PAYMENT_PROVIDER || (production ? '' : 'test');
  if (provider === 'test' && !production) return { provider: 'test' };
  if (provider !== 'stripe') {
    throw new Error(
      production
        ? `PAYMENT_PROVIDER must be "stripe" with APP_ENV=production, not "${provider}": the test provider takes no real money`
        : `PAYMENT_PROVIDER must be "test" or "stripe", not "${provider}"`,
    );
  }
  const secretKey = required(env, 'STRIPE_SECRET_KEY', /^(sk|rk)_(test|live)_\w+$/, 'a Stripe secret key (sk_…)');
  const webhookSecret = required(env, 'STRIPE_WEBHOOK_SECRET', /^whsec_\w+$/, "a webhook endpoint's secret (whsec_…)");
  if (production) {
    distinctSecret('STRIPE_SECRET_KEY', secretKey);
    distinctSecret('STRIPE_WEBHOOK_SECRET', webhookSecret);
  }
  return {
    provider: 'stripe',
    stripe: {
      secretKey,
      webhookSecret,
      apiUrl: env.STRIPE_API_URL ? httpUrl('STRIPE_API_URL', env.STRIPE_API_URL) : undefined,
    },
  };
}
