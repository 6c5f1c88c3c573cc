// Issue 14's price of trusted documents, for `npm run bench`: the web's category page query (CategoryPage) as the
// web sends it, by its hash, to a gateway that runs only trusted documents (as in production), against the same
// text sent as an ad-hoc query to the bench's gateway (trusted documents off). 20 clients, alternating runs on one
// backend and warm caches, each request another visitor through the web's trusted hop.
import autocannon from 'autocannon';
import { join } from 'node:path';
import manifest from '../../web/src/gql/persisted-documents.json' with { type: 'json' };
import { start, waitForHttp } from './processes.mjs';

const OPERATION = 'CategoryPage';
const ROUNDS = 3;

/** Requests per second of `body` at 20 clients; throws on any answer but 200 or any error in a body. */
async function perSecond(url, body, visitorHeaders, seconds) {
  const result = await autocannon({
    url,
    connections: 20,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...visitorHeaders() } }),
      },
    ],
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

/**
 * Starts the second gateway on `port` (and `metricsPort`) with `env` and the backend at `contentUrl`, measures,
 * and adds the rows through `row`. `variables` name a category of the seeded catalogue.
 */
export async function benchTrustedDocuments({
  root,
  env,
  port,
  metricsPort,
  contentUrl,
  gateway,
  variables,
  visitorHeaders,
  seconds,
  logTo,
  row,
}) {
  const [hash, text] = Object.entries(manifest).find(([, document]) => document.includes(`query ${OPERATION}(`));
  const trusted = start('gateway-trusted-documents', process.execPath, ['dist/server.js'], {
    cwd: join(root, 'gateway'),
    env: {
      ...env,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      CONTENT_API_URL: contentUrl,
      TRUSTED_DOCUMENTS_ONLY: 'true',
    },
    log: logTo('gateway-trusted-documents'),
  });
  const trustedUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${trustedUrl}/readyz`, { handle: trusted });
  const pageVariables = { ...variables, sort: 'ORIGINAL', page: 1 };
  const byHash = { variables: pageVariables, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
  const byText = { query: text, variables: pageVariables };
  // Warm both gateways' caches with the same answer first.
  for (const [url, body] of [
    [trustedUrl, byHash],
    [gateway, byText],
  ]) {
    const answer = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...visitorHeaders() },
      body: JSON.stringify(body),
    }).then((response) => response.json());
    if (answer.errors || !answer.data?.category)
      throw new Error(`${OPERATION} failed on ${url}: ${JSON.stringify(answer.errors)}`);
  }
  const runs = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.on.push(await perSecond(trustedUrl, byHash, visitorHeaders, seconds));
    runs.off.push(await perSecond(gateway, byText, visitorHeaders, seconds));
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const spread = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
  const [on, off] = [median(runs.on), median(runs.off)];
  row(
    `gateway ${OPERATION} req/s, trusted documents off (query text)`,
    `${Math.round(off)} (${spread(runs.off)})`,
    '',
    true,
  );
  row(`gateway ${OPERATION} req/s, trusted documents on (hash)`, `${Math.round(on)} (${spread(runs.on)})`, '', true);
  row('trusted documents on / off', `${(on / off).toFixed(2)}×`, '', true);
}
