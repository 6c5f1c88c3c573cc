import { gatewayRoute } from '../../../http/public-route';

/**
 * Wishlist endpoints (docs: backend/README.md, "Favourites"): the gateway's only. Each finds its owner itself, from
 * the bearer token or the `X-Anonymous-User-Id` header (never from the path); the content type has no public find.
 */
const route = gatewayRoute('api::favourite.favourite');

export default {
  routes: [
    route('POST', '/website/v1/favourites/', 'add'),
    route('GET', '/website/v1/favourites/', 'list'),
    route('POST', '/website/v1/favourites/attach/', 'attach'),
    route('DELETE', '/website/v1/favourites/:id/', 'remove'),
  ],
};
