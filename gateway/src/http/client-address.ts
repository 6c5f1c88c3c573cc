import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import ipaddr from 'ipaddr.js';

/** Sent by the web with every call: it vouches for the X-Forwarded-For it sends along (WEB_PROXY_SECRET). */
export const WEB_PROXY_SECRET_HEADER = 'x-web-proxy-secret';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison of a presented secret with the expected one. */
export function vouchedFor(presented: string | string[] | undefined, secret: string): boolean {
  return typeof presented === 'string' && timingSafeEqual(digest(presented), digest(secret));
}

/**
 * A call the web makes for every visitor alike, not for one (its cache fills, web/src/platform/cache/cachedGatewayQuery.ts):
 * vouched for with the secret, and naming no visitor in X-Forwarded-For. Its client stays the TCP peer, the web.
 */
export function isWebOwnCall(headers: IncomingHttpHeaders, secret: string): boolean {
  return headers['x-forwarded-for'] === undefined && vouchedFor(headers[WEB_PROXY_SECRET_HEADER], secret);
}

/** A textual address as one form per client: IPv4-mapped IPv6 as IPv4; undefined when it is not an address. */
function parseAddress(value: string | undefined): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const text = value?.trim();
  return text && ipaddr.isValid(text) ? ipaddr.process(text) : undefined;
}

/**
 * The visitor's address: the last entry of X-Forwarded-For when the web vouches for it with the shared secret,
 * else the TCP peer, whatever X-Forwarded-For says (a direct request cannot pose as someone else).
 */
export function clientAddress(headers: IncomingHttpHeaders, peerAddress: string | undefined, secret: string): string {
  const forwarded = vouchedFor(headers[WEB_PROXY_SECRET_HEADER], secret)
    ? parseAddress(
        String(headers['x-forwarded-for'] ?? '')
          .split(',')
          .at(-1),
      )
    : undefined;
  return (forwarded ?? parseAddress(peerAddress))?.toString() ?? 'unknown';
}

/**
 * What rate limits count by: an IPv4 address, or the /64 network of an IPv6 one (one subscriber's whole
 * allocation, which they can rotate through at will).
 */
export function rateLimitKey(address: string): string {
  const parsed = parseAddress(address);
  if (!parsed) return address;
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toString()}/64`;
}
