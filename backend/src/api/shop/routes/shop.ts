/**
 * Shop endpoints (docs: backend/README.md, "Shop API"). Public: they check their own input and
 * authorise by order key or signed link; the shop content types have no public find.
 */
const route = (method: 'GET' | 'POST', path: string, action: string) => ({
  method,
  path,
  handler: `api::shop.shop.${action}`,
  config: { auth: false as const, policies: [], middlewares: [] },
});

export default {
  routes: [
    route('POST', '/website/v1/cart_items/price/', 'price'),
    route('POST', '/website/v1/orders/', 'createOrder'),
    route('GET', '/website/v1/orders/:key/', 'findOrder'),
    route('POST', '/website/v1/orders/:key/pay/', 'pay'),
    route('GET', '/website/v1/orders/:key/downloads/', 'downloads'),
    route('GET', '/website/v1/downloads/:diagramId', 'download'),
  ],
};
