const DEFAULT_GATEWAY_URL = 'http://localhost:4000/graphql';

/**
 * The gateway's GraphQL endpoint, read from the server's environment on each call so that one
 * build runs against any gateway. Server-side only: browsers go through the same-origin /graphql/.
 */
export function gatewayUrl(): string {
  const value = process.env.GATEWAY_URL || DEFAULT_GATEWAY_URL;
  if (!URL.canParse(value)) throw new Error(`GATEWAY_URL must be an absolute URL, got "${value}"`);
  return value;
}
