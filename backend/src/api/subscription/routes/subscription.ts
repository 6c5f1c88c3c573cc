import { publicRoute } from '../../../shop/public-route';

/** Subscription endpoints (docs: backend/README.md, "Plans and credits"): each requires the account's bearer token. */
const route = publicRoute('api::subscription.subscription');

export default {
  routes: [
    route('POST', '/website/v1/subscriptions/', 'create'),
    route('GET', '/website/v1/subscriptions/', 'list'),
    route('GET', '/website/v1/subscriptions/:id/', 'find'),
    route('POST', '/website/v1/subscriptions/:id/pay/', 'pay'),
    route('POST', '/website/v1/subscriptions/:id/cancel/', 'cancel'),
  ],
};
