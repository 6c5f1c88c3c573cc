import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in does with the next requests. */
type GatewayMode = 'pass' | 'hang' | 'unavailable';

/** Headers that describe the stack gateway's encoding of its body, not the body the stand-in sends on. */
const HOP_HEADERS = new Set(['connection', 'content-encoding', 'content-length', 'keep-alive', 'transfer-encoding']);

/**
 * A gateway for a second web: passes every request on to the stack's gateway (`GATEWAY_URL`), or hangs (a frozen
 * gateway, a network that drops packets), or answers UPSTREAM_UNAVAILABLE, as the gateway does when the shop is down
 * or its circuit breaker open. `url` is the GraphQL endpoint to give the web as its GATEWAY_URL.
 */
export async function startGatewayStandIn() {
  const target = new URL(process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql');
  const state = { mode: 'pass' as GatewayMode };
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (state.mode === 'hang') return;
    if (state.mode === 'unavailable') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          data: null,
          errors: [{ message: 'The shop is unavailable.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
        }),
      );
      return;
    }
    const headers = Object.entries(request.headers).filter(([name]) => name !== 'host' && !HOP_HEADERS.has(name));
    try {
      const upstream = await fetch(new URL(request.url ?? '/', target), {
        method: request.method,
        headers: headers.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(
        upstream.status,
        Object.fromEntries([...upstream.headers].filter(([name]) => !HOP_HEADERS.has(name))),
      );
      response.end(body);
    } catch {
      response.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    state,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
