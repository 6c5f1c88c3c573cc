import type { NextRequest } from 'next/server';
import { webEnv } from '@/config/env';
import { BODY_LIMIT_BYTES, proxyRequestHeaders, proxyResponseHeaders, readLimitedBody } from '@/graphql/proxyRequest';

const TIMEOUT_MS = 15_000;

const graphQLError = (message: string, code: string, status: number) =>
  Response.json(
    { errors: [{ message, extensions: { code } }] },
    { status, headers: { 'x-content-type-options': 'nosniff' } },
  );

/**
 * The browser's same-origin GraphQL endpoint, forwarded to the gateway. A route handler rather
 * than a next.config rewrite, which would fix GATEWAY_URL at build time. The gateway hears the
 * visitor's language, region and time zone (so client queries get the same currency as
 * server-rendered pages) and, vouched for by WEB_PROXY_SECRET, their address (for its rate limits);
 * nothing else the browser sent but content negotiation. Bodies over the gateway's limit stop here.
 */
async function forward(request: NextRequest): Promise<Response> {
  const { gatewayUrl, webProxySecret } = webEnv();
  const target = new URL(gatewayUrl);
  target.search = new URL(request.url).search;
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method === 'POST') {
    const read = await readLimitedBody(request.body, request.headers.get('content-length'));
    if (!read.ok)
      return graphQLError(`The request body is larger than ${BODY_LIMIT_BYTES / 1024} kB.`, 'PAYLOAD_TOO_LARGE', 413);
    body = read.body;
  }
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers: proxyRequestHeaders(request.headers, request.cookies, webProxySecret),
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    // The gateway's status and Retry-After pass through: a 429 reaches the browser as a 429.
    return new Response(upstream.body, { status: upstream.status, headers: proxyResponseHeaders(upstream.headers) });
  } catch (error) {
    console.error('GraphQL gateway unreachable', error);
    return graphQLError('The GraphQL gateway is unavailable.', 'UPSTREAM_UNAVAILABLE', 502);
  }
}

export { forward as GET, forward as POST };
