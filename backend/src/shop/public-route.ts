type Method = 'GET' | 'POST' | 'DELETE';

/**
 * A public route of our own under /api: it checks its own input and authorises itself (order key, signed link,
 * bearer token or anonymous id), so Strapi's auth is off for it.
 */
export const publicRoute = (controller: string) => (method: Method, path: string, action: string) => ({
  method,
  path,
  handler: `${controller}.${action}`,
  config: { auth: false as const, policies: [], middlewares: [] },
});

/**
 * A route only the gateway may call (its `X-Gateway-Secret`; anyone else gets 403): visitors' forms the gateway
 * has already checked for a human (ALTCHA) and rate limited.
 */
export const gatewayRoute = (controller: string) => (method: Method, path: string, action: string) => ({
  ...publicRoute(controller)(method, path, action),
  config: { auth: false as const, policies: ['global::gateway-secret'], middlewares: [] },
});
