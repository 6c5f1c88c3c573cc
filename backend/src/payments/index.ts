import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../env/payments';
import { ShopError } from '../http/errors';
import type { PaymentProvider } from './provider';
import { testProvider } from './test-provider';

/** Stripe as the shop uses it: the API's client and the webhook endpoint's secret. */
export interface StripeAccount {
  client(): Promise<Stripe>;
  webhookSecret: string;
}

let client: { config: PaymentsConfig; stripe: Promise<Stripe> } | undefined;

/**
 * Stripe when PAYMENT_PROVIDER=stripe; null with the built-in test provider (the default of APP_ENV=local). The SDK
 * is loaded on first use: a backend without Stripe does not carry its 4 MB of heap under its 128 MB cap.
 */
export function stripeAccount(strapi: Core.Strapi): StripeAccount | null {
  const config = strapi.config.get('payments') as PaymentsConfig;
  if (config.provider !== 'stripe') return null;
  const { secretKey, apiUrl, webhookSecret } = config.stripe;
  return {
    webhookSecret,
    client() {
      if (client?.config !== config) {
        const stripe = import('./stripe/client').then(({ stripeClient }) => stripeClient({ secretKey, apiUrl }));
        client = { config, stripe };
      }
      return client.stripe;
    },
  };
}

/** Stripe, for paying on its page; 409 `card_payment` with the built-in provider, where the shop takes the card. */
export function hostedAccount(strapi: Core.Strapi): StripeAccount {
  const account = stripeAccount(strapi);
  if (!account) throw new ShopError(409, { error: 'Payments are made by card here.', code: 'card_payment' });
  return account;
}

/** How orders and plans are paid: `card` on the shop's form (test provider) or `hosted` on Stripe's page. */
export const paymentFlow = (strapi: Core.Strapi): 'card' | 'hosted' => (stripeAccount(strapi) ? 'hosted' : 'card');

/**
 * The provider cards posted to the shop are charged through: the built-in test provider. With Stripe, no card number
 * reaches the shop (the visitor pays on Stripe's page): 409 `hosted_payment`.
 */
export function cardProvider(strapi: Core.Strapi): PaymentProvider {
  if (stripeAccount(strapi)) {
    throw new ShopError(409, { error: "Payments are made on the payment provider's page.", code: 'hosted_payment' });
  }
  return testProvider;
}
