import { publicRoute } from '../../../shop/public-route';

/** Account endpoints (docs: backend/README.md, "Accounts"): each requires the bearer token of the account. */
const route = publicRoute('api::account.account');

export default {
  routes: [
    route('GET', '/website/v1/account/orders/', 'orders'),
    route('GET', '/website/v1/account/data/', 'data'),
    route('POST', '/website/v1/account/delete/', 'remove'),
    route('GET', '/website/v1/auth-providers/', 'providers'),
  ],
};
