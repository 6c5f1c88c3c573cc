import type { NextRequest } from 'next/server';
import { receiptCookie, receiptOf, sealReceipt } from '@/platform/analytics/server/purchaseReceipt';
import { webEnv } from '@/platform/config/env';
import {
  BODY_LIMIT_BYTES,
  proxyRequestHeaders,
  proxyResponseHeaders,
  readLimitedBody,
} from '@/platform/gateway/proxyRequest';
import { forwardToGateway } from '@/platform/gateway/serverGateway';
import { refusesSession, requestsSessionMutation } from '@/platform/session/proxyRules';
import { SESSION_COOKIE, bearerHeader, sessionCookieHeaders } from '@/platform/http/sessionCookie';

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
 * Sessions (ADR 0012): the bearer comes from the HttpOnly cookie, never from the browser; the
 * mutations that issue or end a session are refused (server actions run them); a gateway answer
 * that refuses the token clears the cookie. A payment's answer leaves its receipt for the analytics beacon.
 */
async function forward(request: NextRequest): Promise<Response> {
  const env = webEnv();
  const { webProxySecret } = env;
  const search = new URL(request.url).search;
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method === 'POST') {
    const read = await readLimitedBody(request.body, request.headers.get('content-length'));
    if (!read.ok)
      return graphQLError(`The request body is larger than ${BODY_LIMIT_BYTES / 1024} kB.`, 'PAYLOAD_TOO_LARGE', 413);
    body = read.body;
  }
  if (requestsSessionMutation(body, new URLSearchParams(search)))
    return graphQLError('Sessions start and end on the account pages, not through this endpoint.', 'FORBIDDEN', 403);
  const token = request.cookies.get(SESSION_COOKIE)?.value || undefined;
  const headers = proxyRequestHeaders(request.headers, request.cookies, webProxySecret);
  for (const [name, value] of Object.entries(bearerHeader(token))) headers.set(name, value);
  try {
    // Read whole, also to see whether the gateway refused the session's token.
    const { upstream, answer } = await forwardToGateway(search, { method: request.method, headers, body });
    // The gateway's status and Retry-After pass through: a 429 reaches the browser as a 429.
    const responseHeaders = proxyResponseHeaders(upstream.headers);
    // A payment's receipt, for the analytics beacon's purchase event (purchaseReceipt.ts).
    const receipt = upstream.ok ? receiptOf(answer) : undefined;
    if (receipt)
      responseHeaders.append(
        'set-cookie',
        receiptCookie(sealReceipt(receipt, webProxySecret), env.appEnv === 'production'),
      );
    if (!token) return new Response(answer, { status: upstream.status, headers: responseHeaders });
    if (refusesSession(new TextDecoder().decode(answer)))
      for (const header of sessionCookieHeaders(env, null)) responseHeaders.append('set-cookie', header);
    return new Response(answer, { status: upstream.status, headers: responseHeaders });
  } catch (error) {
    console.error('GraphQL gateway unreachable', error);
    return graphQLError('The GraphQL gateway is unavailable.', 'UPSTREAM_UNAVAILABLE', 502);
  }
}

export { forward as GET, forward as POST };
