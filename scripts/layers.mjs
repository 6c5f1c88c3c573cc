// `npm run layers` (and the `layers` check of `npm test`): each service's imports against the layer rules of
// dependency-cruiser.base.cjs and the service's own .dependency-cruiser.cjs (issue 30, docs/adr/0030), and one rule
// imports cannot show: the backend reaches Strapi's Query Engine (`strapi.db.query`, raw knex through
// `strapi.db.getConnection`) only in src/persistence. Any violation fails, and says where.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '..');
/** Each service's folders of code, relative to the service. */
export const SERVICES = { web: ['src', 'app', 'server'], gateway: ['src'], backend: ['src', 'config'] };
const QUERY_ENGINE = /\.db\s*\.\s*(query|getConnection)\s*\(/;

async function importViolations(service) {
  const { stdout } = await promisify(execFile)(
    join(root, 'node_modules/.bin/depcruise'),
    [...SERVICES[service], '--output-type', 'json'],
    { cwd: join(root, service), maxBuffer: 256 * 2 ** 20 },
  );
  return JSON.parse(stdout).summary.violations;
}

/** The backend's source files outside src/persistence that call Strapi's Query Engine. */
function queryEngineOutsidePersistence() {
  const src = join(root, 'backend/src');
  return readdirSync(src, { recursive: true })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !file.startsWith('persistence/'))
    .filter((file) => QUERY_ENGINE.test(readFileSync(join(src, file), 'utf8')))
    .map((file) => ({ from: `src/${file}`, to: 'strapi.db.query', rule: { name: 'db-query-outside-persistence' } }));
}

/** A service's violations as lines: `rule: from → to` (a cycle's whole path). */
export async function violations(service) {
  const found = await importViolations(service);
  if (service === 'backend') found.push(...queryEngineOutsidePersistence());
  return found.map(
    ({ from, to, cycle, rule }) =>
      `${rule.name}: ${cycle ? [from, ...cycle.map(({ name }) => name)].join(' → ') : `${from} → ${to}`}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let failed = false;
  for (const service of Object.keys(SERVICES)) {
    const found = await violations(service);
    console.log(`${service}: ${found.length} violation(s) of the layer rules`);
    for (const line of found) console.log(`  ${line}`);
    failed ||= found.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
