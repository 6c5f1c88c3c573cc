import { gatewayRoute } from '../../../http/public-route';

/** Spec §7's free sample request (docs: backend/README.md, "Newsletter and contact"): the gateway's only. */
export default {
  routes: [gatewayRoute('api::free-sample-request.free-sample-request')('POST', '/free_product/', 'request')],
};
