import { gatewayRoute } from '../../../http/public-route';

/**
 * Edits content through Strapi's document service, as the admin's content manager does (its webhooks fire the
 * same way): for end-to-end tests of freshness, on a backend that serves no admin. Only the gateway's secret
 * may call it, and in production it answers 404 (controllers/content-edit.ts).
 */
export default {
  routes: [gatewayRoute('api::content-edit.content-edit')('POST', '/website/v1/internal/content-edit/', 'update')],
};
