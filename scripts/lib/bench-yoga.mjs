// `npm run bench`: the gateway against GraphQL Yoga serving the same schema and services (scripts/lib/yoga-peer.mjs),
// side by side: for each scenario, runs alternate between the two, ROUNDS each, and the table gets the ratio of the
// median throughputs with each one's spread (the range of its runs around its median).
import { join } from 'node:path';
import { start, waitForHttp } from './processes.mjs';
import { median } from './stats.mjs';
import { root } from './stack.mjs';

const ROUNDS = 3;

const spread = (values) =>
  `±${(((Math.max(...values) - Math.min(...values)) / 2 / median(values)) * 100).toFixed(0)} %`;

/** A request whose variables differ every time (a variable the query ignores): no result cache can answer it. */
function distinct(gqlRequest, query, variablesOf) {
  let nonce = 0;
  const request = gqlRequest(query, {});
  return {
    ...request,
    setupRequest: (sent) => ({
      ...request.setupRequest(sent),
      body: JSON.stringify({ query, variables: { ...variablesOf(nonce), nonce: nonce++ } }),
    }),
  };
}

export async function benchYoga({
  gateway,
  env,
  port,
  log,
  queries: { categoryPage, search, searchWords, categoryUrls },
  tools: { graphql, load, gqlRequest, row },
}) {
  const yoga = start('yoga', process.execPath, [join(root, 'scripts/lib/yoga-peer.mjs')], {
    cwd: root,
    env: { NODE_ENV: 'production', ...env, PORT: String(port) },
    log,
  });
  const yogaUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${yogaUrl}/graphql?query=%7B__typename%7D`, { handle: yoga });

  const first = { locale: 'fr', url: categoryUrls[0] };
  const scenarios = [
    ['repeated category page', [gqlRequest(categoryPage, first)]],
    [
      'distinct searches',
      [distinct(gqlRequest, search, (n) => ({ locale: 'fr', query: searchWords[n % searchWords.length] }))],
    ],
    [
      'distinct category pages',
      [distinct(gqlRequest, categoryPage, (n) => ({ locale: 'fr', url: categoryUrls[n % categoryUrls.length] }))],
    ],
  ];
  // Both warm: every category page and search index once, on each.
  for (const url of [gateway, yogaUrl]) {
    for (const category of categoryUrls) await graphql(url, categoryPage, { locale: 'fr', url: category });
    await graphql(url, search, { locale: 'fr', query: searchWords[0] });
  }
  for (const [name, requests] of scenarios) {
    const perSecond = { gateway: [], yoga: [] };
    const p95 = { gateway: [], yoga: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [server, url] of [
        ['gateway', gateway],
        ['yoga', yogaUrl],
      ]) {
        const result = await load({ url, connections: 20, requests });
        perSecond[server].push(result.perSecond);
        p95[server].push(result.p95);
      }
    }
    const ratio = median(perSecond.gateway) / median(perSecond.yoga);
    row(`gateway / Yoga req/s, ${name}`, `${ratio.toFixed(2)}×`, '≥ 1.0×', ratio >= 1);
    for (const server of ['gateway', 'yoga'])
      row(
        `  ${server} req/s (spread), p95`,
        `${Math.round(median(perSecond[server]))} ${spread(perSecond[server])}, ${median(p95[server])} ms`,
        '',
        true,
      );
    if (name === 'distinct searches') {
      const searchP95 = median(p95.gateway);
      row('gateway search p95, 20 clients, distinct', `${searchP95} ms`, '≤ 20 ms', searchP95 <= 20);
    }
  }
}
