import { gatewayRoute } from '../../../http/public-route';

/** The contact form (docs: backend/README.md, "Newsletter and contact"): the gateway's only. */
export default {
  routes: [gatewayRoute('api::contact-message.contact-message')('POST', '/contact-messages/', 'create')],
};
