import { gatewayRoute } from '../../../http/public-route';

/** Subscription endpoints (docs: backend/README.md, "Plans and credits"): the gateway's only; each requires the account's bearer token. */
const route = gatewayRoute('api::subscription.subscription');

export default {
  routes: [
    route('POST', '/website/v1/subscriptions/', 'create'),
    route('GET', '/website/v1/subscriptions/', 'list'),
    route('GET', '/website/v1/subscriptions/:id/', 'find'),
    route('POST', '/website/v1/subscriptions/:id/pay/', 'pay'),
    route('POST', '/website/v1/subscriptions/:id/cancel/', 'cancel'),
    route('POST', '/website/v1/subscriptions/:id/checkout/', 'checkout'),
    route('POST', '/website/v1/subscriptions/:id/billing-portal/', 'billingPortal'),
  ],
};
