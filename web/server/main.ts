import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { readRevalidateSecret } from '../src/platform/config/revalidateSecret';
import { sharedPageCacheStore } from '../src/platform/cache/sharedPageCacheStore';
import { EnvError, readWebEnv, type WebEnv } from '../src/platform/config/env';
import { runBuildInProductionMode } from '../src/platform/config/runMode';
import { withResponseStatus } from '../src/platform/http/responseStatus';
import { securityHeaders } from '../src/platform/security/securityHeaders';
import { badRequestPage, hasMalformedPath } from './badRequest';
import { clientAddress } from './clientAddress';
import { answerHealthCheck } from './health';
import { hashInlineScripts } from './inlineScriptHashes';
import { PageReplays } from './pageReplays';
import { plainPage, sendPlainPage } from './plainPage';
import { refusedRequest } from './refusedRequest';
import { RenderAllowance } from './renderAllowance';
import { RenderGate } from './renderGate';
import { limitRenders } from './renderLimit';
import { answerTypedSearch } from './typedSearch';

/**
 * The web's server: Next.js behind a thin HTTP layer (Next's documented custom-server API) that
 * does what must happen before Next sees a request:
 * - GET /healthz answers at once, whatever the load (health.ts): the edge's and the orchestrator's liveness probe.
 * - X-Forwarded-For becomes the one real client address (TCP peer, or TRUSTED_PROXY_HOPS back),
 *   which the web vouches for to the gateway. `next start` would keep what the client wrote.
 * - A path with malformed percent-encoding gets a 400 in the visitor's language, not Next's 500; so do an odd
 *   method (405), a multipart body without a boundary (400) and a server action from another host (403).
 * - A search typed without JavaScript (/s/?query=…) is sent on to its page at once (typedSearch.ts).
 * - A page served from the page cache is answered again from its bytes while it stays current (pageReplays.ts).
 * - A visitor who had too many pages rendered within a minute gets the rate-limit page (renderLimit.ts).
 * - At most RENDER_CONCURRENCY pages are rendered at once; the others wait their turn (renderGate.ts).
 * - A page that shows an error page in place of its content can set the response's status (responseStatus.ts).
 * - A page without a nonce runs its inline scripts by their hashes, not by 'unsafe-inline' (inlineScriptHashes.ts).
 */
function readEnv(): WebEnv {
  try {
    const env = readWebEnv();
    // Read by the revalidation route at run time; a weak one stops the start here, like the other secrets.
    readRevalidateSecret();
    return env;
  } catch (error) {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  }
}

async function main() {
  const env = readEnv();
  runBuildInProductionMode();
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: resolve(__dirname, '../..'), hostname: 'localhost', port: env.port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const plainPageHeaders = securityHeaders({ env, integrations: [], development: false });
  const replays = new PageReplays(sharedPageCacheStore());
  const renders = RenderAllowance.shared();
  const gate = new RenderGate(env.renderConcurrency);

  const server = createServer((request, response) => {
    if (answerHealthCheck(request, response)) return;
    const address = clientAddress(request, env.trustedProxyHops);
    if (address) request.headers['x-forwarded-for'] = address;
    else delete request.headers['x-forwarded-for'];
    if (hasMalformedPath(request.url ?? '/')) {
      sendPlainPage(response, { status: 400, headers: plainPageHeaders, html: badRequestPage(request.url ?? '/') });
      return;
    }
    const refusal = refusedRequest(request.method, request.headers);
    if (refusal) {
      request.resume();
      const html = plainPage(request.url ?? '/', 'badRequest.title', [refusal.message]);
      sendPlainPage(response, { status: refusal.status, headers: plainPageHeaders, html, extra: refusal.headers });
      return;
    }
    if (answerTypedSearch(request, response, plainPageHeaders)) return;
    const visitor = address ?? 'unknown';
    const exchange = { request, response, headers: plainPageHeaders };
    replays
      .handle(request, response, () =>
        limitRenders(renders, visitor, exchange, () =>
          gate.pass(request, response, () =>
            withResponseStatus(response, () => {
              hashInlineScripts(response);
              return handle(request, response);
            }),
          ),
        ),
      )
      .catch((error: unknown) => {
        console.error('Request failed', error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
  });
  // Node closes an idle keep-alive connection after 5 s, and a client (a proxy in front, a test's request
  // context) that sends on it just then gets ECONNRESET. Longer than the usual load balancers' 60 s idle time,
  // so they, not we, close idle connections.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.listen(env.port, () => {
    console.log(
      `✓ Web ready on http://localhost:${env.port} (APP_ENV=${env.appEnv}, TRUSTED_PROXY_HOPS=${env.trustedProxyHops})`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
