type Method = 'GET' | 'POST' | 'DELETE';

/**
 * A public route of our own under /api, for what a browser or a mail client reaches directly (a signed download
 * link, RFC 8058's one-click unsubscribe): it checks its own input and authorises itself, so Strapi's auth is off.
 */
export const publicRoute = (controller: string) => (method: Method, path: string, action: string) => ({
  method,
  path,
  handler: `${controller}.${action}`,
  config: { auth: false as const, policies: [], middlewares: [] },
});

/**
 * A route only the gateway may call (its `X-Gateway-Secret`; anyone else gets 403): everything a visitor reaches
 * through the gateway, which checks for a human (ALTCHA) and rate limits guesses of codes, order keys and tokens
 * before the backend sees them. Called around the gateway, those limits would not hold (issue 29).
 */
export const gatewayRoute = (controller: string) => (method: Method, path: string, action: string) => ({
  ...publicRoute(controller)(method, path, action),
  config: { auth: false as const, policies: ['global::gateway-secret'], middlewares: [] },
});
