// Issue 12's figure for `npm run bench`: the JavaScript that analytics, Sentry (its eager part) and the deployment
// check add to every page, gzip, target ≤ 15 kB together. Each client entry is bundled with esbuild as the browser
// would get it: minified, for production, with what every page loads anyway (React, Next, react-intl) left out.
// Code behind a dynamic import() (Sentry loaded lazily) is a separate chunk, counted apart.
// Runs alone too: `node scripts/lib/bench-page-js.mjs`.
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The client entries issue 12 mounts in every page; one may not exist yet in a checkout (skipped, with a note). */
const ENTRIES = [
  ['deployment check', 'web/src/platform/deployment/DeploymentCheck.tsx'],
  ['analytics', 'web/src/platform/analytics/Analytics.tsx'],
  ['Sentry, eager part', 'web/src/platform/monitoring/BrowserMonitoring.tsx'],
];
const TARGET_BYTES = 15 * 1024;
/** Every page ships these already. */
const SHARED_WITH_THE_PAGE = ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*', 'react-intl'];

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Bundles the entries into one page's worth of code; returns the gzip size of what loads with the page
 * (the entry chunk and the chunks it imports statically) and of what loads later (dynamic imports).
 */
async function measure(entries) {
  // Each entry's exports kept whole, as the page uses them (a bare import would be tree-shaken away).
  const imports = entries.map((file, index) => `import * as e${index} from ${JSON.stringify(join(root, file))};`);
  const contents = `${imports.join('\n')}\nexport { ${entries.map((_, index) => `e${index}`).join(', ')} };`;
  const { metafile, outputFiles } = await build({
    absWorkingDir: root,
    stdin: { contents, resolveDir: root, loader: 'ts' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: join(root, '.tmp/bench/page-js'),
    metafile: true,
    tsconfig: join(root, 'web/tsconfig.json'),
    jsx: 'automatic',
    external: SHARED_WITH_THE_PAGE,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const outputs = metafile.outputs;
  const eager = new Set();
  const visit = (path) => {
    if (eager.has(path)) return;
    eager.add(path);
    for (const imported of outputs[path].imports)
      if (!imported.external && imported.kind === 'import-statement') visit(imported.path);
  };
  // esbuild marks dynamically imported chunks as entry points too: the page's own entry is stdin.
  for (const [path, output] of Object.entries(outputs)) if (output.entryPoint === '<stdin>') visit(path);
  let eagerBytes = 0;
  let lazyBytes = 0;
  for (const file of outputFiles) {
    const bytes = gzipSync(file.contents, { level: 9 }).length;
    if (eager.has(relative(root, file.path))) eagerBytes += bytes;
    else lazyBytes += bytes;
  }
  return { eager: eagerBytes, lazy: lazyBytes };
}

/** `tools.row(what, value, target, ok)`: the bench's result table. */
export async function benchPageJs({ tools }) {
  const { row } = tools;
  const present = [];
  for (const [what, file] of ENTRIES) {
    if (!existsSync(join(root, file))) {
      console.log(`Page JavaScript: ${file} (${what}) is not in this checkout, not counted`);
      continue;
    }
    present.push(file);
    const { eager, lazy } = await measure([file]);
    row(`page JS, ${what}, gzip`, kB(eager), '', true);
    if (lazy > 0) row(`page JS, ${what}, loaded later, gzip`, kB(lazy), '', true);
  }
  const { eager } = await measure(present);
  row(
    `page JS added by issue 12 (${present.length} of ${ENTRIES.length}), gzip`,
    kB(eager),
    '≤ 15 kB',
    eager <= TARGET_BYTES,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = [];
  await benchPageJs({ tools: { row: (what, value, target, ok) => rows.push({ what, value, target, ok }) } });
  for (const r of rows)
    console.log(`${r.ok ? ' ' : '✗'} ${r.what.padEnd(48)} ${String(r.value).padEnd(12)} ${r.target}`);
}
