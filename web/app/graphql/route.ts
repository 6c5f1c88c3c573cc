import type { NextRequest } from 'next/server';
import { gatewayUrl } from '@/graphql/gatewayUrl';
import { visitorHeaders } from '@/graphql/visitorHeaders';

/** Request headers the gateway needs: content negotiation and the visitor's session. */
const FORWARDED_HEADERS = ['accept', 'authorization', 'content-type', 'cookie'];
const TIMEOUT_MS = 15_000;

/**
 * The browser's same-origin GraphQL endpoint, forwarded to the gateway. A route handler rather
 * than a next.config rewrite, which would fix GATEWAY_URL at build time. The visitor's language,
 * region and time zone go along, so client queries get the same currency as server-rendered pages.
 */
async function forward(request: NextRequest): Promise<Response> {
  const target = new URL(gatewayUrl());
  target.search = new URL(request.url).search;
  const headers = new Headers(visitorHeaders(request.headers, request.cookies));
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  try {
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body: request.method === 'POST' ? await request.arrayBuffer() : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    return new Response(upstream.body, {
      status: upstream.status,
      headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/json' },
    });
  } catch (error) {
    console.error('GraphQL gateway unreachable', error);
    return Response.json({ errors: [{ message: 'The GraphQL gateway is unavailable.' }] }, { status: 502 });
  }
}

export { forward as GET, forward as POST };
