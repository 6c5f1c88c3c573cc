import { publicRoute } from '../../../http/public-route';

/**
 * Stripe's webhooks (issue 31): public, as Stripe calls them; the `Stripe-Signature` of the raw body authorises.
 * 404 unless PAYMENT_PROVIDER=stripe.
 */
export default {
  routes: [publicRoute('api::stripe.stripe')('POST', '/stripe/webhook', 'webhook')],
};
