import { gatewayRoute } from '../../../http/public-route';

/** Credit endpoints (docs: backend/README.md, "Plans and credits"): the gateway's only; each requires the account's bearer token. */
const route = gatewayRoute('api::credits.credits');

export default {
  routes: [
    route('GET', '/website/v1/credits/', 'balance'),
    route('GET', '/website/v1/credits/status/', 'status'),
    route('POST', '/website/v1/credits/spend/', 'spend'),
    route('GET', '/website/v1/library/', 'library'),
  ],
};
