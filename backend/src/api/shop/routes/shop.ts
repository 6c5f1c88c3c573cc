import { gatewayRoute, publicRoute } from '../../../http/public-route';

/**
 * Shop endpoints (docs: backend/README.md, "Shop API"): the gateway's only, which limits guesses of codes and order
 * keys; they authorise by order key. A download link is public: the visitor's browser follows it, its signature
 * authorises.
 */
const route = gatewayRoute('api::shop.shop');

export default {
  routes: [
    route('POST', '/website/v1/cart_items/price/', 'price'),
    route('POST', '/website/v1/orders/', 'createOrder'),
    route('GET', '/website/v1/orders/:key/', 'findOrder'),
    route('POST', '/website/v1/orders/:key/pay/', 'pay'),
    route('POST', '/website/v1/orders/:key/checkout/', 'checkout'),
    route('GET', '/website/v1/orders/:key/downloads/', 'downloads'),
    route('POST', '/website/v1/orders/:key/receipt/', 'receipt'),
    publicRoute('api::shop.shop')('GET', '/website/v1/downloads/:diagramId', 'download'),
  ],
};
