/**
 * Runs the renewals now, at an injected time: for tests across processes. Only the gateway (its secret) may call
 * it, and in production it answers 404 (src/api/credits/controllers/credits.ts).
 */
export default {
  routes: [
    {
      method: 'POST' as const,
      path: '/website/v1/internal/run-renewals/',
      handler: 'api::credits.credits.runRenewals',
      config: { auth: false as const, policies: ['global::gateway-secret'], middlewares: [] },
    },
  ],
};
