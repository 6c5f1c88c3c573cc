import { gatewayRoute } from '../../../http/public-route';

/**
 * Runs the renewals now, at an injected time: for tests across processes. Only the gateway (its secret) may call
 * it, and in production it answers 404 (src/api/credits/controllers/credits.ts).
 */
export default {
  routes: [gatewayRoute('api::credits.credits')('POST', '/website/v1/internal/run-renewals/', 'runRenewals')],
};
