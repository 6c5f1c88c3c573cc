import { gatewayRoute } from '../../../http/public-route';

/** Account endpoints (docs: backend/README.md, "Accounts"): the gateway's only; each requires the account's bearer token. */
const route = gatewayRoute('api::account.account');

export default {
  routes: [
    route('GET', '/website/v1/account/orders/', 'orders'),
    route('GET', '/website/v1/account/data/', 'data'),
    route('POST', '/website/v1/account/delete/', 'remove'),
    route('GET', '/website/v1/auth-providers/', 'providers'),
  ],
};
