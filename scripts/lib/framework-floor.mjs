// The first-load JavaScript that Next and React cost before the shop adds any code: a blank app (one server
// component saying "Hello", no client component, no config) built with this checkout's next, react and react-dom,
// served by `next start` and weighed as the shop's pages are (page-weight.mjs). Issue 13's 130 kB target for
// catalogue pages sits at this floor: see ADR 0021.
// Runs alone too: `node scripts/lib/framework-floor.mjs`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageWeight } from './page-weight.mjs';
import { fileLog, run, start, stop, waitForHttp } from './processes.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const next = join(root, 'node_modules/next/dist/bin/next');

const FILES = {
  'package.json': '{ "name": "blank-next", "private": true }\n',
  // Inside the checkout, so that Turbopack resolves the root's node_modules.
  'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`,
  'app/layout.js':
    'export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/page.js': 'export default function Page() {\n  return <h1>Hello</h1>;\n}\n',
};

// Beside the bench's own ports, moved with them (BENCH_PORT_OFFSET) when two checkouts run their benchmarks at once.
const PORT = 3299 + Number(process.env.BENCH_PORT_OFFSET ?? 0);

/** Builds the blank app with each bundler and weighs its page: [{ bundler, gzipBytes, scripts }]. */
export async function frameworkFloor({ port = PORT } = {}) {
  const dir = join(root, '.tmp/blank-next');
  rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const log = fileLog(join(dir, 'next.log'));
  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  const floors = [];
  for (const bundler of ['turbopack', 'webpack']) {
    rmSync(join(dir, '.next'), { recursive: true, force: true });
    await run('blank build', process.execPath, [next, 'build', `--${bundler}`], { cwd: dir, env, log });
    const server = start('blank web', process.execPath, [next, 'start', '-p', String(port)], { cwd: dir, env, log });
    try {
      await waitForHttp(`http://localhost:${port}/`, { handle: server, timeoutMs: 30_000 });
      const { chunks, gzipBytes } = await pageWeight(`http://localhost:${port}/`);
      floors.push({ bundler, gzipBytes, scripts: chunks.length });
    } finally {
      await stop(server);
    }
  }
  return floors;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { kB } = await import('./page-weight.mjs');
  for (const { bundler, gzipBytes, scripts } of await frameworkFloor())
    console.log(`blank Next app (${bundler}): ${kB(gzipBytes)} in ${scripts} scripts`);
}
