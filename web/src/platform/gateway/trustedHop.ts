import { isIP } from 'node:net';

const WEB_PROXY_SECRET_HEADER = 'x-web-proxy-secret';

type HeaderSource = { get(name: string): string | null };

/**
 * The headers by which the gateway knows the client of a call the web makes for it: the one address
 * the custom server (server/main.ts) put in X-Forwarded-For, and the secret that makes the gateway
 * believe it. Without them, every visitor would count as the web's own address in the gateway's rate limits.
 * The secret without an address (`new Headers()`: a cache fill, made for every visitor) is the web's own call,
 * which the gateway counts against no read allowance: the custom server limits the renders of each visitor.
 */
export function trustedHopHeaders(incoming: HeaderSource, secret: string): Record<string, string> {
  const address = incoming.get('x-forwarded-for')?.trim();
  return {
    ...(address && isIP(address) && { 'x-forwarded-for': address }),
    [WEB_PROXY_SECRET_HEADER]: secret,
  };
}
