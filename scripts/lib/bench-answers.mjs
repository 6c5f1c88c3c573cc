// Issue 29's figures for `npm run bench`: a gateway run as production runs it (deploy/gateway.env's heap cap and
// malloc arenas, APP_ENV=production, an internal client's token) under the security probe's traffic:
//   ten copies at once of 15 aliases of a diagram's slides' diagram's slides (the probe, refused by its price), of
//   12 (within the price, past the field budget) and of 2, each burst with a `{ currency }` request every 50 ms
//   beside it (its latency: is the gateway still answering?);
//   then ~8,000 requests as the probe sent them: the web's operations, malformed and over-limit documents, aliases;
//   its resident memory at the peak and once the traffic is over (issue 29: at most 300 MB).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { peakRss } from './peak-rss.mjs';
import { start, stop, waitForHttp } from './processes.mjs';
import { startRedis } from './soak-redis.mjs';
import { percentile } from './stats.mjs';

const CLIENT_TOKEN = 'bench-answers-client-token-T4q8Zr2Nw6kJ1vD0x';
const TRAFFIC = 8000;
const CONCURRENCY = 8;
const mb = (bytes) => Math.round(bytes / 2 ** 20);

/** Resident memory of a process in MB, 0 once it is gone. */
function rssMb(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)[1]) / 1024;
  } catch {
    return 0;
  }
}

/** One POST /graphql as the internal client: status, first error code, length and time; never throws. */
async function send(url, body) {
  const began = performance.now();
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-token': CLIENT_TOKEN },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const code = text.startsWith('{"errors"') ? JSON.parse(text).errors[0]?.extensions?.code : undefined;
    return { status: response.status, code, bytes: text.length, ms: performance.now() - began };
  } catch (error) {
    return { status: 0, code: String(error.cause?.code ?? error.message), bytes: 0, ms: performance.now() - began };
  }
}

/** `count` aliases of the probe's selection on `url`, named apart so that no copy is a cached answer. */
const probe = (url, count, tag) =>
  `{ ${Array.from(
    { length: count },
    (_, index) =>
      `${tag}_${index}: diagram(locale: en, url: ${JSON.stringify(url)}) { slides { diagram { slides { diagram { title url } } } } }`,
  ).join(' ')} }`;

const tally = (answers) => {
  const counts = {};
  for (const { status, code } of answers) counts[code ?? status] = (counts[code ?? status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([key, n]) => `${n} ${key}`)
    .join(', ');
};

/** Ten copies at once, a side request every 50 ms: what they got, the peak RSS, the side request's p50 and worst. */
async function burst(url, pid, query) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  const side = [];
  let done = false;
  const sideLoop = (async () => {
    while (!done) {
      side.push((await send(url, { query: '{ currency }' })).ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const answers = await Promise.all(Array.from({ length: 10 }, (_, copy) => send(url, { query: query(copy) })));
  done = true;
  await sideLoop;
  clearInterval(sampler);
  return {
    answers,
    peak: Math.round(peak),
    sideP50: Math.round(percentile(side, 0.5)),
    sideMax: Math.round(percentile(side, 1)),
  };
}

/**
 * The probe's mix: the web's page operations with plausible variables, broken and over-limit documents, aliases of
 * every size up to the probe's. (Sitemap files, 0.6 MB each, are a crawler's few requests, not a tenth of them.)
 */
function trafficOf(manifest, diagrams, largest) {
  const text = (name) => Object.values(manifest).find((document) => document.includes(`query ${name}(`));
  const pick = (items) => items[Math.floor(Math.random() * items.length)];
  const locales = ['en', 'fr', 'de', 'es', 'pt'];
  const kinds = [
    () => ({
      query: text('Catalogue'),
      variables: { locale: pick(locales), page: 1 + Math.floor(Math.random() * 40), sort: 'ORIGINAL' },
    }),
    () => ({ query: text('DiagramPage'), variables: { locale: 'en', url: pick(diagrams) } }),
    () => ({ query: text('Search'), variables: { locale: pick(locales), page: 1, query: pick(['process', 'cycle']) } }),
    () => ({ query: probe(largest, 1 + Math.floor(Math.random() * 15), `t${Math.random().toString(36).slice(2, 7)}`) }),
    () => '{"query": "{ currency }"',
    () => ({
      query: `{ ${'diagram(locale: en, url: "x") { slides { diagram { '.repeat(4)}title${' } } }'.repeat(4)} }`,
    }),
    () => ({ query: `{ ${Array.from({ length: 50 }, (_, i) => `a${i}: currency`).join(' ')} }` }),
    () => ({
      query: 'query($items: [CartItemInput!]!) { priceCart(locale: en, items: $items) { code } }',
      variables: { items: Array.from({ length: 60 }, () => ({ diagramId: 'x' })) },
    }),
    () => ({ query: '{ currency }', variables: { padding: 'x'.repeat(200_000) } }),
  ];
  return () => pick(kinds)();
}

/**
 * Starts its own gateway on `port` against the bench's backend, with a Redis of its own on `redisPort` as compose
 * gives it one (its caches out of the heap, which deploy/gateway.env sizes for that), measures, stops both. `row`
 * adds a line to the bench's table.
 */
export async function benchAnswers({ root, env, port, metricsPort, redisPort, contentUrl, logTo, tools: { row } }) {
  const deployed = parseEnv(readFileSync(join(root, 'deploy/gateway.env'), 'utf8'));
  const redis = await startRedis({ port: redisPort, cwd: root, log: logTo('redis-answers') });
  const handle = start(
    'gateway-answers',
    process.execPath,
    ['--import', './dist/monitoring/instrument.js', 'dist/server.js'],
    {
      cwd: join(root, 'gateway'),
      env: {
        ...env,
        ...deployed,
        NODE_ENV: 'production',
        APP_ENV: 'production',
        // Public addresses, as production requires (issue 32); the bench's browsers load no image.
        MEDIA_PUBLIC_URL: 'https://media.shop.example.com',
        CORS_ORIGINS: 'https://shop.example.com',
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        CONTENT_API_URL: contentUrl,
        // Production's caches live in Redis (deploy/gateway.env sizes the heap for that).
        ...(redis && { REDIS_URL: `redis://127.0.0.1:${redisPort}` }),
        WEB_PROXY_SECRET: 'bench-answers-web-proxy-secret-Y7k2Lq9Vz0pR4sT',
        GATEWAY_SECRET: 'bench-answers-gateway-secret-Q3m8Wt5Xc1nB6hR',
        ALTCHA_HMAC_KEY: 'bench-answers-altcha-hmac-key-K5p2Hs7Vd4mF9jL',
        GATEWAY_CLIENT_TOKENS: CLIENT_TOKEN,
      },
      log: logTo('gateway-answers'),
    },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/readyz`, { handle });
    const pid = handle.child.pid;
    const rss = peakRss(200);
    rss.watch('gateway', pid);

    const diagrams = [];
    let largest = { slideCount: 0 };
    for (let page = 1; page <= 10; page++) {
      const answer = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-token': CLIENT_TOKEN },
        body: JSON.stringify({
          query: `{ catalogue(locale: en, page: ${page}, pageSize: 100) { items { url slideCount } } }`,
        }),
      });
      for (const item of (await answer.json()).data.catalogue.items) {
        diagrams.push(item.url);
        if (item.slideCount > largest.slideCount) largest = item;
      }
    }
    const before = Math.round(rssMb(pid));

    for (const aliases of [15, 12, 2]) {
      const tag = Math.random().toString(36).slice(2, 7);
      const { answers, peak, sideP50, sideMax } = await burst(url, pid, (copy) =>
        probe(largest.url, aliases, `b${tag}${copy}`),
      );
      row(`ten probes of ${aliases} aliases at once (${largest.slideCount} slides)`, tally(answers), '', true);
      row(`  gateway RSS peak; a side request's p50 / worst`, `${peak} MB; ${sideP50} / ${sideMax} ms`, '', true);
    }

    const manifest = JSON.parse(readFileSync(join(root, 'web/src/gql/persisted-documents.json'), 'utf8'));
    const next = trafficOf(manifest, diagrams, largest.url);
    const answers = [];
    let sent = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (sent < TRAFFIC) {
          sent += 1;
          answers.push(await send(url, next()));
        }
      }),
    );
    const failures = answers.filter(({ status, code }) => status === 0 || (status >= 500 && code !== 'GATEWAY_BUSY'));
    row(`${TRAFFIC} probe-like requests: server faults or lost answers`, failures.length, '0', failures.length === 0);
    // Once the traffic is over and the collector has had its turn: what the process keeps.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const after = Math.round(rssMb(pid));
    rss.stop();
    const peak = mb(Math.max(...rss.peaks().map((entry) => entry.peak)));
    row(
      `gateway RSS before, at the peak${redis ? '' : ' (no redis-server: caches in the heap)'}`,
      `${before} MB, ${peak} MB`,
      '',
      true,
    );
    row('gateway RSS after probe-like traffic', `${after} MB`, '≤ 300 MB', after > 0 && after <= 300);
  } finally {
    await stop(handle);
    if (redis) await stop(redis);
  }
}
