// `npm run soak`: for 60 s, 200 visitors browse and search the web at a visitor's pace while 20 buyers buy (order,
// pay, download), every one its own address through the web's trusted hop; midway the backend is killed (SIGKILL,
// a crash) and restarted on the same database. Then the backend's database, the source of truth, says what became
// of the orders. Prints requests by status, failures, latencies, orders created / paid / charged twice / lost and
// each process's peak RSS beside the targets; exits non-zero when one is missed.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import Redis from 'ioredis';
import { peakRss } from './lib/peak-rss.mjs';
import { fileLog, hasExited, stopAll } from './lib/processes.mjs';
import { buy, download } from './lib/soak-buyers.mjs';
import { orderLedger } from './lib/soak-ledger.mjs';
import { startRedis } from './lib/soak-redis.mjs';
import { byStatus, isFailure, percentiles, tally } from './lib/soak-tally.mjs';
import { browse, catalogueOf, diagramsWithoutSlides, warmUp } from './lib/soak-visitors.mjs';
import { buildAll, root, seedBackend, startBackend, startStack } from './lib/stack.mjs';

const work = join(root, '.tmp/soak');
// SOAK_PORT_OFFSET moves the soak's stack, so that two checkouts can soak at once.
const offset = Number(process.env.SOAK_PORT_OFFSET ?? 0);
const ports = {
  backend: 1637 + offset,
  gateway: 4300 + offset,
  web: 3300 + offset,
  metrics: 9764 + offset,
  redis: 6679 + offset,
};
const seconds = Number(process.env.SOAK_SECONDS ?? 60);
// SOAK_VISITORS (default 200, the figure) shows what a smaller crowd leaves of the same run.
const VISITORS = Number(process.env.SOAK_VISITORS ?? 200);
const BUYERS = 20;
/** The crash comes at 40 % of the run and the restart a few seconds later: buyers meet it mid-purchase. */
const KILL_AT_MS = seconds * 400;
const RESTART_AFTER_MS = 5000;
const MAX_RSS = 300 * 1024 * 1024;
const WEB_PROXY_SECRET = 'soak-web-proxy-secret-of-this-run-only';
// The gateway runs only the web's operations by hash, as in production; the set-up's look-ups are an internal client's.
const CLIENT_TOKEN = 'soak-internal-client-token-of-this-run';
// The gateway's and the web's caches and limits live in Redis, as in production (compose): the database
// SOAK_REDIS_URL names, emptied first, or else a redis-server the soak starts. Without redis-server, or with
// SOAK_REDIS_URL set empty, they stay in each process's memory, and the web's page cache then counts in its RSS.
const SOAK_REDIS_URL = process.env.SOAK_REDIS_URL;
// Each serving process runs with the deployment's settings for its part (deploy/*.env, docker-compose.yml's env_file:
// heap caps, malloc arenas, the web's render gate; ADR 0029). SOAK_BACKEND_NODE_OPTIONS, SOAK_GATEWAY_NODE_OPTIONS
// and SOAK_WEB_NODE_OPTIONS replace a part's NODE_OPTIONS, to try others. Seeding runs without them, as in compose.
const settingsOf = (part) => {
  const deployed = parseEnv(readFileSync(join(root, 'deploy', `${part}.env`), 'utf8'));
  const options = process.env[`SOAK_${part.toUpperCase()}_NODE_OPTIONS`];
  return { ...deployed, ...(options && { NODE_OPTIONS: options }) };
};

const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const logTo = (name) => fileLog(join(work, `${name}.log`));
const rows = [];
const row = (what, value, target = '', ok = true) => rows.push({ what, value, target, ok });
const memory = peakRss();
let redis;

try {
  await buildAll({ log: logTo });
  const ownRedis =
    SOAK_REDIS_URL === undefined && (await startRedis({ port: ports.redis, cwd: work, log: logTo('redis') }));
  if (ownRedis) memory.watch('redis', ownRedis.child.pid);
  const REDIS_URL = ownRedis ? `redis://127.0.0.1:${ports.redis}` : SOAK_REDIS_URL || undefined;
  row("the gateway's and the web's caches and limits in", REDIS_URL ?? "each process's memory");
  redis = REDIS_URL && new Redis(REDIS_URL, { lazyConnect: true });
  const redisMemory = async () => Number((await redis.info('memory')).match(/^used_memory:(\d+)/m)[1]);
  if (redis) await redis.flushdb();
  const redisBefore = redis && (await redisMemory());
  const env = { HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_PROXY_SECRET, ...(REDIS_URL && { REDIS_URL }) };
  const backendOptions = {
    ports,
    log: logTo,
    env,
    backendEnv: { DATABASE_FILENAME: join(work, 'shop.db') },
    timeoutMs: 600_000,
  };
  // Seeding first, as its own step, so that the measured backend only serves, as a live shop's does.
  await seedBackend(backendOptions);
  const servingOptions = { ...backendOptions, backendEnv: { ...backendOptions.backendEnv, ...settingsOf('backend') } };
  const { urls, handles } = await startStack({
    ...servingOptions,
    gatewayEnv: { TRUSTED_DOCUMENTS_ONLY: 'true', GATEWAY_CLIENT_TOKENS: CLIENT_TOKEN, ...settingsOf('gateway') },
    webEnv: { TRUSTED_PROXY_HOPS: '1', ...settingsOf('web') },
  });
  for (const [label, handle] of Object.entries(handles)) memory.watch(label, handle.child.pid);

  // What there is to browse and buy, asked of the gateway directly, before the clock starts.
  const graphql = async (query, variables) => {
    const response = await fetch(`${urls.gateway}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': address(0),
        'x-web-proxy-secret': WEB_PROXY_SECRET,
        'x-client-token': CLIENT_TOKEN,
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = await response.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const site = await catalogueOf(graphql);
  const diagramIds = (
    await graphql('{ catalogue(locale: en, pageSize: 100) { items { legacyId } } }')
  ).catalogue.items.map(({ legacyId }) => legacyId);

  const warming = performance.now();
  await warmUp({ web: urls.web, site });
  row('warm-up of shared pages, before the clock', `${((performance.now() - warming) / 1000).toFixed(1)} s`);

  const began = performance.now();
  const until = () => performance.now() - began < seconds * 1000;
  const reads = tally(began, { readsPages: true });
  const calls = tally(began);
  const purchases = [];
  const steps = [];
  const outage = {};
  const crash = (async () => {
    await pause(KILL_AT_MS);
    outage.killed = performance.now() - began;
    const { child } = handles.backend;
    // A backend that died before its time (out of memory, say) fails the run, and is restarted all the same.
    if (hasExited(handles.backend)) outage.diedEarly = child.exitCode ?? child.signalCode;
    else process.kill(-child.pid, 'SIGKILL');
    await handles.backend.exited;
    await pause(RESTART_AFTER_MS);
    outage.restarted = performance.now() - began;
    const backend = startBackend({ ...servingOptions, log: (name) => logTo(`${name}-restarted`) });
    memory.watch('backend (restarted)', backend.handle.child.pid);
    await backend.ready;
    outage.healthy = performance.now() - began;
  })();
  // Each call gives up after 15 s, so all is done soon after the run; a call that never settles is reported.
  const load = Promise.all([
    ...Array.from({ length: VISITORS }, (_, n) =>
      browse({ web: urls.web, address: address(1 + n), site, fetch: reads.fetch, until }),
    ),
    ...Array.from({ length: BUYERS }, (_, n) =>
      buy({
        web: urls.web,
        index: n,
        address: address(VISITORS + 1 + n),
        diagramIds,
        fetch: calls.fetch,
        until,
        purchases,
        steps,
      }),
    ),
    crash,
  ]);
  // unref: once all is done, this wait keeps nothing running.
  await Promise.race([load, new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 60_000).unref())]);

  const s = (ms) => (ms === undefined ? 'not yet' : `${(ms / 1000).toFixed(1)} s`);
  row(
    'backend killed / restarted / healthy again at',
    `${s(outage.killed)} / ${s(outage.restarted)} / ${s(outage.healthy)}`,
  );
  if (outage.diedEarly !== undefined)
    row('backend exited before the planned kill', `with ${outage.diedEarly}`, 'never', false);
  const duringOutage = ({ at }) => at >= outage.killed && at < (outage.healthy ?? Number.POSITIVE_INFINITY);
  for (const [what, records] of [
    ['catalogue reads', reads.records],
    ['buyer calls', calls.records],
  ]) {
    row(`${what} by status`, JSON.stringify(byStatus(records)));
    const during = records.filter(duringOutage);
    row(`${what} during the outage by status`, JSON.stringify(byStatus(during)));
    const { p50, p95, p99 } = percentiles(records);
    row(`${what} latency p50 / p95 / p99`, `${p50} / ${p95} / ${p99} ms`);
  }
  const stuck = steps.filter((step) => step !== 'done');
  row(
    'buyers whose call never settled',
    stuck.length ? `${stuck.length}: ${[...new Set(stuck)].join(', ')}` : 0,
    '0',
    !stuck.length,
  );
  // Which pages fail: the kind of page each read asked for, from its path.
  const kinds = { search: '/s/', diagram: '/diagrams/', category: '/category/', catalogue: '/catalog/' };
  const kindOf = (url) => Object.keys(kinds).find((kind) => url.includes(kinds[kind])) ?? 'home';
  for (const kind of [...Object.keys(kinds), 'home']) {
    const ofKind = reads.records.filter(({ url }) => kindOf(url) === kind);
    row(`  ${kind} pages by status, p50`, `${JSON.stringify(byStatus(ofKind))}, ${percentiles(ofKind).p50} ms`);
  }
  // A diagram page rendered during the outage may show no slides (the gateway's copy from its search index); the web
  // keeps such a page seconds, so it is whole again soon after the backend's return.
  const outageDiagrams = [
    ...new Set(reads.records.filter((r) => kindOf(r.url) === 'diagram' && duringOutage(r)).map(({ url }) => url)),
  ];
  const partial = await diagramsWithoutSlides(outageDiagrams);
  row(
    `diagram pages read in the outage, slide-less ${s(performance.now() - began - outage.healthy)} after it`,
    `${partial.length} of ${outageDiagrams.length}`,
    '0',
    partial.length === 0,
  );
  const failedReads = reads.records.filter(isFailure).length;
  row('catalogue reads answered 5xx, an error page or not at all', failedReads, '0', failedReads === 0);
  row('buyer calls answered 5xx or not at all', calls.records.filter(isFailure).length);

  // The source of truth: the backend's database, then each PAID order's download as its buyer reaches it.
  const ledger = orderLedger(join(work, 'shop.db'));
  const byKey = new Map(purchases.filter((p) => p.orderKey).map((p) => [p.orderKey, p]));
  const seenPaidNotPaid = purchases.filter((p) => p.paid && ledger.status(p.orderKey) !== 'PAID');
  const unreachable = [];
  for (const key of ledger.paidKeys()) {
    const purchase = byKey.get(key);
    const reached =
      purchase &&
      (await download({
        web: urls.web,
        locale: purchase.locale,
        key,
        address: purchase.address,
        fetch: tally(performance.now()).fetch,
      }).catch(() => false));
    if (!reached) unreachable.push(key);
  }
  row(
    'purchases begun / seen paid / downloaded during the run',
    `${purchases.length} / ${purchases.filter((p) => p.paid).length} / ${purchases.filter((p) => p.downloaded).length}`,
  );
  row('orders created', ledger.created);
  row('orders paid', ledger.paid);
  row('orders charged twice', ledger.chargedTwice, '0', ledger.chargedTwice === 0);
  const lost = seenPaidNotPaid.length + unreachable.length;
  row(
    'orders lost (paid but not PAID, or PAID but unreachable)',
    `${lost} (${seenPaidNotPaid.length} + ${unreachable.length})`,
    '0',
    lost === 0,
  );
  ledger.close();
  if (redis) {
    row("Redis memory the run's caches and limits hold at its end", mb((await redisMemory()) - redisBefore));
  }
} catch (error) {
  console.error(`Soak failed: ${error.stack ?? error.message}\nLogs: ${work}`);
  process.exitCode = 1;
} finally {
  memory.stop();
  // Also when the run failed: an open connection would keep the soak from exiting.
  if (redis) redis.disconnect();
  await stopAll();
}

for (const { group, pid, comm, peak, cpu } of memory.peaks())
  row(
    `peak RSS (CPU time), ${group}: ${comm} (${pid})`,
    `${mb(peak)} (${Math.round(cpu)} s)`,
    '≤ 300 MB',
    peak <= MAX_RSS,
  );

console.log('\n  What                                                        Value                        Target');
for (const r of rows)
  console.log(`${r.ok ? (r.target ? '✓' : ' ') : '✗'} ${r.what.padEnd(60)} ${String(r.value).padEnd(28)} ${r.target}`);
if (rows.some((r) => !r.ok)) process.exitCode = 1;
