import { gatewayRoute } from '../../../http/public-route';

/**
 * The active special offers (docs: backend/README.md, "Shop API"): the gateway's only, like every shop read; the
 * special-offer content type itself keeps no public find.
 */
export default {
  routes: [gatewayRoute('api::shop.special-offers')('GET', '/website/v1/special_offers/', 'list')],
};
