// `npm test`: every test of the project against real parts.
// Builds, starts a freshly seeded backend + gateway + web on test ports, then runs
// the backend's tests, the gateway's and web's jest suites, and Playwright e2e in Chromium.
// Ends with the line `N passed, N failed`.
// `node scripts/test.mjs e2e web -- contact newsletter`: only the named suites (lint, knip, layers, layer-rules, money, platform, sdk, backend,
// gateway, web, e2e), and what follows `--` goes to Playwright as its filters (spec names, `-g title`).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileLog, hasExited, prefixedConsole, run, stopAll } from './lib/processes.mjs';
import { OIDC_TEST_EMAIL, startOidcIssuer } from './lib/oidc-issuer.mjs';
import { buildAll, root, startStack } from './lib/stack.mjs';

const work = join(root, '.tmp/test');
const outbox = join(work, 'outbox');
// TEST_PORT_OFFSET moves the test stack, so that two checkouts can run their tests at once.
const offset = Number(process.env.TEST_PORT_OFFSET ?? 0);
const ports = {
  backend: 1437 + offset,
  gateway: 4100 + offset,
  web: 3100 + offset,
  metrics: 9564 + offset,
  oidc: 9437 + offset,
};
const separator = process.argv.indexOf('--');
const named = process.argv.slice(2, separator < 0 ? undefined : separator);
const e2eFilters = separator < 0 ? [] : process.argv.slice(separator + 1);
const selected = (name) => named.length === 0 || named.includes(name);
const seedSize = process.env.TEST_SEED_DIAGRAMS ?? '60';
const testWeb = `http://localhost:${ports.web}`;
// The e2e tests' own look-ups call the stack's gateway as an internal client (X-Client-Token).
const E2E_CLIENT_TOKEN = 'e2e-internal-client-token';

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const logTo = (name) => fileLog(join(work, `${name}.log`));

const totals = { passed: 0, failed: 0 };
let oidcIssuer;
const suites = [];
/** The stack's processes once started: a suite is not run against a stack that has lost one. */
let stackHandles = {};

/** Runs one suite; its runner writes a JSON report that `count` turns into { passed, failed }. */
async function suite(name, command, args, { env = {}, count }) {
  if (!selected(name)) return;
  // A dead backend would make every later test wait out its timeouts (CI ran out of time that way, 2026-11-29).
  const dead = Object.entries(stackHandles).filter(([, handle]) => hasExited(handle));
  if (dead.length > 0) {
    const names = dead.map(([part, handle]) => `${part} (exit ${handle.child.exitCode ?? handle.child.signalCode})`);
    console.log(`\n=== ${name}: not run, the stack lost its ${names.join(', ')}; logs in ${work}`);
    totals.failed += 1;
    suites.push(`${name}: 0 passed, 1 failed (not run: the stack lost its ${names.join(', ')})`);
    return;
  }
  const report = join(work, `${name}.json`);
  console.log(`\n=== ${name}`);
  const started = Date.now();
  try {
    await run(name, command, args(report), { cwd: root, env, log: prefixedConsole(name, 8) });
  } catch {
    // Failures are counted from the report below.
  }
  let result;
  try {
    result = count(JSON.parse(readFileSync(report, 'utf8')));
  } catch {
    result = { passed: 0, failed: 1 }; // The runner crashed before reporting.
  }
  totals.passed += result.passed;
  totals.failed += result.failed;
  const seconds = Math.round((Date.now() - started) / 1000);
  suites.push(`${name}: ${result.passed} passed, ${result.failed} failed (${seconds} s)`);
}

/** A check without a report of its own (linter, unused-code finder): one test, passed when it exits 0. */
async function check(name, command, args) {
  if (!selected(name)) return;
  console.log(`\n=== ${name}`);
  const started = Date.now();
  const passed = await run(name, command, args, { cwd: root, log: prefixedConsole(name, 8) }).then(
    () => true,
    () => false,
  );
  totals[passed ? 'passed' : 'failed'] += 1;
  suites.push(
    `${name}: ${passed ? '1 passed, 0 failed' : '0 passed, 1 failed'} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
}

const jestCount = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites });
const jest = (config) => (report) => [
  join(root, 'node_modules/.bin/jest'),
  '-c',
  config,
  '--json',
  `--outputFile=${report}`,
  // A handle left open after a failure (a socket to a dead upstream) must not hold the run until CI's time is up.
  '--forceExit',
];

try {
  // Format and lint (Biome), unused files, exports and dependencies (knip), the layers: seconds, so before any build.
  await check('lint', join(root, 'node_modules/.bin/biome'), ['ci', '.']);
  await check('knip', join(root, 'node_modules/.bin/knip'), []);
  // The layer rules (dependency-cruiser, issue 30): no import that adds a folder cycle or crosses a service; and each
  // rule, broken on purpose, fails.
  await check('layers', process.execPath, [join(root, 'scripts/layers.mjs')]);
  await check('layer-rules', process.execPath, ['--test', join(root, 'scripts/layers.test.mjs')]);
  console.log('Building…');
  await buildAll({ log: logTo });
  console.log(
    `Starting the stack on test ports (backend ${ports.backend}, gateway ${ports.gateway}, web ${ports.web}), seeding ${seedSize} diagrams…`,
  );
  // Social sign-in against a real OpenID Connect issuer, started before the backend discovers it.
  oidcIssuer = await startOidcIssuer(ports.oidc);
  const env = {
    HOST: '127.0.0.1',
    // A real proof of work in Chromium's workers, at a quarter of the production cost (the bench measures that):
    // two e2e workers beside the whole stack on two cores would otherwise wait seconds on each form.
    ALTCHA_MAX_NUMBER: '50000',
  };
  const backendEnv = {
    DATABASE_CLIENT: 'sqlite',
    DATABASE_FILENAME: join(work, 'shop.db'),
    SEED_DIAGRAMS: seedSize,
    // Every mail (confirmation, reset, receipt) as an .eml file the e2e reads, as a visitor reads their mail.
    MAIL_OUTBOX: outbox,
    // Its links lead to the test web, whatever the developer's own environment says.
    WEB_URL: testWeb,
    ACCOUNT_SITE_URL: `${testWeb}/account`,
    OIDC_ISSUER: oidcIssuer.url,
    OIDC_CLIENT_ID: 'shop-e2e',
    OIDC_CLIENT_SECRET: 'shop-e2e-secret',
  };
  // Trusted documents as in production (docs/adr/0025): every e2e test proves the web sends only its own operations
  // by hash. The tests' own data look-ups are an internal client, with a token of their own.
  const stackGatewayEnv = { TRUSTED_DOCUMENTS_ONLY: 'true', GATEWAY_CLIENT_TOKENS: E2E_CLIENT_TOKEN };
  // e2e tests pose as distinct clients through the web's trusted hop: each sends its own X-Forwarded-For.
  const webEnv = {
    TRUSTED_PROXY_HOPS: '1',
    ACCOUNT_SITE_URL: `${testWeb}/account`,
    AUTH_API_URL: `http://127.0.0.1:${ports.backend}`,
  };
  const { urls, handles } = await startStack({
    ports,
    log: logTo,
    env,
    backendEnv,
    gatewayEnv: stackGatewayEnv,
    webEnv,
    timeoutMs: 300_000,
  });
  stackHandles = handles;

  const gatewayEnv = {
    CONTENT_API_URL: `http://127.0.0.1:${ports.backend}`,
    GATEWAY_URL: `${urls.gateway}/graphql`,
    // The backend's PUBLIC_URL, the address its download links are on (stack.mjs).
    BACKEND_PUBLIC_URL: urls.backend,
    // The integration tests read the stack backend's mails too.
    MAIL_OUTBOX: outbox,
  };
  await suite('money', process.execPath, jest('packages/money/jest.config.js'), { count: jestCount });
  await suite('platform', process.execPath, jest('packages/platform/jest.config.js'), { count: jestCount });
  await suite('sdk', process.execPath, jest('packages/sdk/jest.config.js'), { count: jestCount });
  await suite(
    'backend',
    'npm',
    (report) => ['test', '--prefix', 'backend', '--', '--json', `--outputFile=${report}`, '--forceExit'],
    {
      count: jestCount,
    },
  );
  await suite('gateway', process.execPath, jest('gateway/jest.config.js'), { env: gatewayEnv, count: jestCount });
  await suite('web', process.execPath, jest('web/jest.config.js'), { count: jestCount });
  await suite(
    'e2e',
    join(root, 'node_modules/.bin/playwright'),
    () => ['test', '-c', 'e2e/playwright.config.ts', ...e2eFilters],
    {
      env: {
        BASE_URL: urls.web,
        // The renewal spec runs the backend's test-only renewal route at a plan's due date.
        BACKEND_URL: `http://127.0.0.1:${ports.backend}`,
        // The chat widget's spec starts a second web (configured with Chatwoot) against this gateway.
        GATEWAY_URL: `${urls.gateway}/graphql`,
        GATEWAY_CLIENT_TOKEN: E2E_CLIENT_TOKEN,
        MAIL_OUTBOX: outbox,
        OIDC_TEST_EMAIL,
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(work, 'e2e.json'),
      },
      count: (r) => ({ passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected }),
    },
  );
} catch (error) {
  console.error(`\nThe test stack failed: ${error.message}\nLogs: ${work}`);
  totals.failed += 1;
} finally {
  await stopAll();
  await oidcIssuer?.stop();
}

console.log(`\n${suites.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && totals.passed > 0 ? 0 : 1);
