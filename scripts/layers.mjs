// `npm run layers` (and a check of `npm test`): each service's imports against the layer rules of
// dependency-cruiser.base.cjs (issue 30, docs/adr/0030). The services are being restructured one step at a time, so
// the check is a ratchet: each service may break each rule at most as often as scripts/layers-ceiling.json says,
// a ceiling every step lowers and the restructuring ends at 0. More than the ceiling fails, and says where; fewer
// asks for the ceiling to come down, so the count never climbs back. Beside the import rules, one the imports
// cannot show: the backend calls Strapi's Query Engine only in src/persistence (the Document Service elsewhere).
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const root = join(import.meta.dirname, '..');
const ceilings = JSON.parse(readFileSync(join(root, 'scripts/layers-ceiling.json'), 'utf8'));
/** Each service's folders of code, relative to the service (its .dependency-cruiser.cjs extends the base rules). */
const SERVICES = { web: ['src', 'app', 'server'], gateway: ['src'], backend: ['src', 'config'] };

async function violations(service) {
  const { stdout } = await promisify(execFile)(
    join(root, 'node_modules/.bin/depcruise'),
    [...SERVICES[service], '--output-type', 'json'],
    { cwd: join(root, service), maxBuffer: 256 * 2 ** 20 },
  );
  return JSON.parse(stdout).summary.violations;
}

/** The backend's source files outside src/persistence that call Strapi's Query Engine (`strapi.db.query`). */
function queryEngineOutsidePersistence() {
  const src = join(root, 'backend/src');
  return readdirSync(src, { recursive: true })
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !file.startsWith('persistence/'))
    .filter((file) => /\.db\.query\(/.test(readFileSync(join(src, file), 'utf8')))
    .map((file) => ({ from: `src/${file}`, to: 'strapi.db.query', rule: { name: 'db-query-outside-persistence' } }));
}

let failed = false;
for (const service of Object.keys(SERVICES)) {
  const found = await violations(service);
  if (service === 'backend') found.push(...queryEngineOutsidePersistence());
  const rules = new Set([...Object.keys(ceilings[service] ?? {}), ...found.map(({ rule }) => rule.name)]);
  for (const rule of rules) {
    const broken = found.filter((violation) => violation.rule.name === rule);
    const ceiling = ceilings[service]?.[rule] ?? 0;
    console.log(`${service} ${rule}: ${broken.length} (ceiling ${ceiling})`);
    if (broken.length > ceiling) {
      failed = true;
      for (const { from, to, cycle } of broken)
        console.log(`  ${cycle ? [from, ...cycle.map(({ name }) => name)].join(' → ') : `${from} → ${to}`}`);
    } else if (broken.length < ceiling) {
      failed = true;
      console.log(
        `  fewer than the ceiling: set ${service}.${rule} to ${broken.length} in scripts/layers-ceiling.json`,
      );
    }
  }
}
process.exit(failed ? 1 : 0);
