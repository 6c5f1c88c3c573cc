import { gatewayRoute, publicRoute } from '../../../http/public-route';

/**
 * The newsletter's double opt-in (docs: backend/README.md, "Newsletter and contact"): confirm through the gateway;
 * unsubscribe public, as RFC 8058's one-click POST comes from the visitor's mail client (the token authorises).
 */
const CONTROLLER = 'api::newsletter-subscriber.newsletter-subscriber';

export default {
  routes: [
    gatewayRoute(CONTROLLER)('POST', '/newsletter/confirm/', 'confirm'),
    publicRoute(CONTROLLER)('POST', '/newsletter/unsubscribe/', 'unsubscribe'),
  ],
};
