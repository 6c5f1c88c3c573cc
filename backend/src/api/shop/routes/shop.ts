import { publicRoute } from '../../../shop/public-route';

/**
 * Shop endpoints (docs: backend/README.md, "Shop API"). Public: they check their own input and
 * authorise by order key or signed link; the shop content types have no public find.
 */
const route = publicRoute('api::shop.shop');

export default {
  routes: [
    route('POST', '/website/v1/cart_items/price/', 'price'),
    route('POST', '/website/v1/orders/', 'createOrder'),
    route('GET', '/website/v1/orders/:key/', 'findOrder'),
    route('POST', '/website/v1/orders/:key/pay/', 'pay'),
    route('GET', '/website/v1/orders/:key/downloads/', 'downloads'),
    route('POST', '/website/v1/orders/:key/receipt/', 'receipt'),
    route('GET', '/website/v1/downloads/:diagramId', 'download'),
  ],
};
