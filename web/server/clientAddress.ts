import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from 'proxy-addr';

/** IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d: one client, one address. */
function normalize(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The one real address of the client of `request`: the TCP peer, or, with `hops` trusted proxies
 * in front of the web (a TLS edge, a load balancer), the address they recorded `hops` entries back
 * in X-Forwarded-For (Express's `trust proxy = N`, through its own proxy-addr). Anything a client
 * wrote further left is ignored. An entry that is not an IP address (a misconfigured edge) counts
 * as no answer: the peer is the client then. Undefined when the socket has already gone.
 */
export function clientAddress(request: IncomingMessage, hops: number): string | undefined {
  const peer = request.socket?.remoteAddress;
  if (!peer) return undefined;
  const address = proxyAddr(request, (_address, index) => index < hops).trim();
  return normalize(isIP(address) ? address : peer);
}
