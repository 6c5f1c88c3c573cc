// Issue 14's price of trusted documents, for `npm run bench`: the web's category page query (CategoryPage) as the
// web sends it, by its hash, to a gateway that runs only trusted documents (as in production), against the same
// text sent as an ad-hoc query to the bench's gateway (trusted documents off). 20 clients, alternating runs on one
// backend and warm caches, each request another visitor through the web's trusted hop.
import { join } from 'node:path';
import manifest from '../../web/src/gql/persisted-documents.json' with { type: 'json' };
import { start, waitForHttp } from './processes.mjs';
import { median, medianAndRange } from './stats.mjs';

const OPERATION = 'CategoryPage';
const ROUNDS = 3;

/**
 * Starts the second gateway on `port` (and `metricsPort`) with the bench gateway's `env` and the backend at
 * `contentUrl`, measures, and adds the rows. `variables` name a category of the seeded catalogue; `tools` are the
 * bench's graphql(), load(), gqlBodyRequest() and row().
 */
export async function benchTrustedDocuments({
  root,
  env,
  port,
  metricsPort,
  contentUrl,
  gateway,
  variables,
  logTo,
  tools: { graphql, load, gqlBodyRequest, row },
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

  // Both answer the page, and both caches are warm, before the clock.
  await graphql(gateway, text, pageVariables);
  const warm = await fetch(`${trustedUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(byHash),
  }).then((response) => response.json());
  if (warm.errors || !warm.data?.category) throw new Error(`${OPERATION} by hash: ${JSON.stringify(warm.errors)}`);

  const runs = { on: [], off: [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs.on.push((await load({ url: trustedUrl, connections: 20, requests: [gqlBodyRequest(byHash)] })).perSecond);
    runs.off.push(
      (
        await load({
          url: gateway,
          connections: 20,
          requests: [gqlBodyRequest({ query: text, variables: pageVariables })],
        })
      ).perSecond,
    );
  }
  row(`gateway ${OPERATION} req/s, trusted documents off (query text)`, medianAndRange(runs.off, Math.round), '', true);
  row(`gateway ${OPERATION} req/s, trusted documents on (hash)`, medianAndRange(runs.on, Math.round), '', true);
  row('trusted documents on / off', `${(median(runs.on) / median(runs.off)).toFixed(2)}×`, '', true);
}
