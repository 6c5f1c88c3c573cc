import { type RequestListener, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the stand-in upstream behaves: answers with its handler, refuses connections (nothing listens), fails with
 * a 500 and Strapi's error body, or hangs (takes the request and never answers).
 */
export type UpstreamMode = 'answer' | 'refuse' | 'fail' | 'hang';

export interface FaultyUpstream {
  /** Base URL, e.g. http://127.0.0.1:43210. */
  url: string;
  /** Paths of the requests that reached it, in order (none while it refuses). */
  requests: string[];
  setMode(mode: UpstreamMode): Promise<void>;
  close(): Promise<void>;
}

const STRAPI_500 = JSON.stringify({
  data: null,
  error: { status: 500, name: 'InternalServerError', message: 'Internal Server Error' },
});

const listenOn = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** A real HTTP server standing in for an upstream, which a test switches between answering and failing. */
export async function startFaultyUpstream(answer: RequestListener): Promise<FaultyUpstream> {
  let mode: UpstreamMode = 'answer';
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    if (mode === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end(STRAPI_500);
    if (mode === 'hang') return;
    answer(req, res);
  });
  // Refusing means nothing listens on the port; answering again listens on the same one.
  const port = await listenOn(server, 0);
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async setMode(next) {
      if (next === 'refuse' && server.listening) await stop(server);
      if (next !== 'refuse' && !server.listening) await listenOn(server, port);
      mode = next;
    },
    async close() {
      if (server.listening) await stop(server);
    },
  };
}
