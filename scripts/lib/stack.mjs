// Builds and starts the three parts of the shop: backend (Strapi), gateway, web.
// Shared by `npm start` (scripts/start.mjs) and `npm test` (scripts/test.mjs).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { run, start, waitForHttp } from './processes.mjs';

export const root = resolve(import.meta.dirname, '../..');
const bin = (dir, name) => join(root, dir, 'node_modules/.bin', name);

/** The newest modification time under `paths`, skipping generated and installed folders. */
function newestMtime(paths) {
  const skip = new Set(['node_modules', '.next', 'dist', '.tmp', '.strapi', 'public', 'test-results']);
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!skip.has(entry)) visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** True when `output` is missing or older than any file under `inputs`. */
function isStale(output, inputs) {
  const target = join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(inputs);
}

const builds = [
  {
    name: 'money',
    output: 'packages/money/dist/index.js',
    inputs: ['packages/money/src', 'packages/money/tsconfig.json', 'packages/money/tsconfig.build.json'],
    command: ['npm', ['run', 'build', '-w', '@shop/money']],
  },
  {
    name: 'platform',
    output: 'packages/platform/dist/index.js',
    inputs: ['packages/platform/src', 'packages/platform/tsconfig.json', 'packages/platform/tsconfig.build.json'],
    command: ['npm', ['run', 'build', '-w', '@shop/platform']],
  },
  {
    name: 'backend',
    output: 'backend/dist/src/index.js',
    inputs: [
      'backend/src',
      'backend/config',
      'backend/tsconfig.json',
      'backend/package.json',
      'packages/money/src',
      'packages/platform/src',
    ],
    command: ['npm', ['run', 'build', '--prefix', 'backend']],
  },
  {
    name: 'gateway',
    output: 'gateway/dist/server.js',
    inputs: [
      'gateway/src',
      'gateway/tsconfig.json',
      'gateway/tsconfig.build.json',
      'gateway/package.json',
      'packages/money/src',
      'packages/platform/src',
    ],
    command: ['npm', ['run', 'build', '-w', 'gateway']],
  },
  {
    name: 'web',
    // Written near the end of `next build`, which runs after the custom server's compile and starts by emptying
    // .next: a build stopped midway leaves none, so the next start builds again.
    output: 'web/.next/prerender-manifest.json',
    inputs: ['web', 'schema/schema.graphql', 'codegen.ts', 'packages/platform/src'],
    command: ['sh', ['-c', 'npm run codegen && npm run build -w web']],
  },
];

/** Builds what changed since the last build: the shared packages, backend and gateway in parallel, then the web. */
export async function buildAll({ log, force = false }) {
  const needed = builds.filter((b) => force || isStale(b.output, b.inputs));
  const runBuild = (b) =>
    run(`${b.name} build`, b.command[0], b.command[1], {
      cwd: root,
      log: log(b.name),
      env: { NEXT_TELEMETRY_DISABLED: '1' },
    });
  const stage = (names) => Promise.all(needed.filter((b) => names.includes(b.name)).map(runBuild));
  await stage(['money', 'platform']);
  await stage(['backend', 'gateway']);
  await stage(['web']);
  return needed.map((b) => b.name);
}

const host = '127.0.0.1';

/** Addresses the web is reached at, which the backend's mails and social sign-in send visitors back to. */
function webAddresses(ports) {
  const web = `http://localhost:${ports.web}`;
  // Accounts: mails link to the account site on this web, social sign-in returns to it, and the web
  // passes social sign-in's redirects on to this backend (/api/connect/*). Set ones are kept.
  return { accountSite: process.env.ACCOUNT_SITE_URL ?? `${web}/account`, webUrl: process.env.WEB_URL ?? web };
}

/** The backend's environment in a stack on `ports` (as startStack's). */
function backendEnvironment({ ports, env, backendEnv }) {
  const { accountSite, webUrl } = webAddresses(ports);
  return {
    ...env,
    // The backend's public address (urls.backend): its download links are on it.
    PUBLIC_URL: `http://localhost:${ports.backend}`,
    WEB_URL: webUrl,
    ACCOUNT_SITE_URL: accountSite,
    // Content webhooks (backend/src/webhooks): this stack's gateway, with the shared REVALIDATE_SECRET.
    GATEWAY_REVALIDATE_URL: `http://${host}:${ports.gateway}/revalidate/`,
    ...backendEnv,
    PORT: String(ports.backend),
  };
}

/**
 * Starts the backend (Strapi) of a stack on `ports` (as startStack's) and returns { handle, ready }:
 * `ready` resolves once it answers /_health. Also used alone to restart it (npm run soak).
 */
export function startBackend({ ports, log, env = {}, backendEnv = {}, timeoutMs }) {
  const handle = start('backend', bin('backend', 'strapi'), ['start'], {
    cwd: join(root, 'backend'),
    env: backendEnvironment({ ports, env, backendEnv }),
    log: log('backend'),
  });
  return { handle, ready: waitForHttp(`http://${host}:${ports.backend}/_health`, { handle, timeoutMs }) };
}

/** Seeds the backend's empty database, as its first start would, and ends without serving (`npm run seed`). */
export function seedBackend({ ports, log, env = {}, backendEnv = {} }) {
  return run('seed', process.execPath, ['dist/src/seed/run.js'], {
    cwd: join(root, 'backend'),
    env: backendEnvironment({ ports, env, backendEnv }),
    log: log('seed'),
  });
}

/**
 * Starts backend, gateway and web and resolves once all three answer.
 * `ports` = { backend, gateway, web, metrics } (metrics: the gateway's internal /metrics port);
 * `env` adds to each process's environment, `backendEnv`, `gatewayEnv` and `webEnv` to one.
 */
export async function startStack({ ports, log, env = {}, backendEnv = {}, gatewayEnv = {}, webEnv = {}, timeoutMs }) {
  const urls = {
    backend: `http://localhost:${ports.backend}`,
    gateway: `http://localhost:${ports.gateway}`,
    web: `http://localhost:${ports.web}`,
    metrics: `http://${host}:${ports.metrics}/metrics`,
  };
  const { accountSite } = webAddresses(ports);
  const backend = startBackend({ ports, log, env, backendEnv, timeoutMs });
  // The preload starts error reporting before the modules it hooks (gateway/src/monitoring/instrument.ts).
  const gateway = start(
    'gateway',
    process.execPath,
    ['--import', './dist/monitoring/instrument.js', 'dist/server.js'],
    {
      cwd: join(root, 'gateway'),
      env: {
        NODE_ENV: 'production',
        ...env,
        PORT: String(ports.gateway),
        METRICS_PORT: String(ports.metrics),
        CONTENT_API_URL: `http://${host}:${ports.backend}`,
        // Told of a content change once the gateway's caches are clear (docs/adr/0020).
        WEB_REVALIDATE_URL: `http://${host}:${ports.web}/api/revalidate/`,
        ...gatewayEnv,
      },
      log: log('gateway'),
    },
  );
  // The web's custom server (web/server/main.ts) sets the client address before Next sees a request.
  const web = start('web', process.execPath, ['dist/server/main.js'], {
    cwd: join(root, 'web'),
    env: {
      ...env,
      NEXT_TELEMETRY_DISABLED: '1',
      GATEWAY_URL: `http://${host}:${ports.gateway}/graphql`,
      // Preview images come from the backend under the address the gateway reaches it by (CONTENT_API_URL).
      MEDIA_PUBLIC_URL: `http://${host}:${ports.backend}`,
      ACCOUNT_SITE_URL: accountSite,
      AUTH_API_URL: process.env.AUTH_API_URL ?? `http://${host}:${ports.backend}`,
      ...webEnv,
      PORT: String(ports.web),
    },
    log: log('web'),
  });
  await Promise.all([
    backend.ready,
    waitForHttp(`http://${host}:${ports.gateway}/healthz`, { handle: gateway, timeoutMs }),
  ]);
  // Asked for its home page only now: rendered while the backend still boots, its failed queries would open the
  // gateway's circuit breaker, and /readyz would answer 503 until the breaker's probe, 5 s later.
  await waitForHttp(`http://${host}:${ports.web}/`, { handle: web, timeoutMs });
  await waitForHttp(`http://${host}:${ports.gateway}/readyz`, { handle: gateway, timeoutMs });
  return { urls, handles: { backend: backend.handle, gateway, web } };
}
