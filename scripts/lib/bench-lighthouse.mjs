// Issue 13's light-client figures for `npm run bench`, on home, category, diagram and cart pages:
//   first-load JavaScript (gzip, scripts/lib/page-weight.mjs), target ≤ 130 kB on catalogue pages, beside what a
//   blank Next app of the same versions loads (scripts/lib/framework-floor.mjs);
//   Lighthouse 12 mobile (its default: simulated throttling on a mid-range phone), three runs per page, median and
//   spread of performance (target ≥ 98), CLS (≤ 0.02), TBT and LCP; and whether the back/forward cache is blocked.
// Runs alone against a running web too: `node scripts/lib/bench-lighthouse.mjs http://localhost:3000 http://localhost:4000`.
import { launchLighthouseChrome } from './lighthouse-chrome.mjs';
import lighthouse from 'lighthouse';
import { frameworkFloor } from './framework-floor.mjs';
import { kB, pageWeight } from './page-weight.mjs';
import { median, medianAndRange as spread } from './stats.mjs';

const RUNS = 3;
const JS_BUDGET = 130 * 1024;

/** One page of each type from the live catalogue; the cart is the empty one a first visit meets. */
async function pageTypes(web, gateway) {
  const response = await fetch(`${gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ topLevelCategories(locale: en) { url } catalogue(locale: en, pageSize: 1) { items { url } } }',
    }),
  });
  const { data } = await response.json();
  return [
    { name: 'home', url: `${web}/`, catalogue: true },
    { name: 'category', url: `${web}/category/${data.topLevelCategories[0].url}/`, catalogue: true },
    { name: 'diagram', url: `${web}/diagrams/${data.catalogue.items[0].url}/`, catalogue: true },
    { name: 'cart', url: `${web}/checkout/order/`, catalogue: false },
  ];
}

/** One mobile run: the four metrics, and the reasons the page could not enter the back/forward cache. */
async function lighthouseRun(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
  });
  const audits = result?.lhr.audits ?? {};
  // The bf-cache audit declares itself not applicable in headless Chromium; the artifact it reads is still gathered.
  const reasons = (result?.artifacts.BFCacheFailures ?? []).flatMap(({ notRestoredReasonsTree }) =>
    Object.values(notRestoredReasonsTree).flatMap((byReason) => Object.keys(byReason)),
  );
  return {
    score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    bfCacheBlockedBy: [...new Set(reasons)],
  };
}

/** `web` and `gateway`: base URLs of a running stack; `row(what, value, target, ok)` adds a line to the table. */
export async function benchLighthouse({ web, gateway, tools: { row } }) {
  const pages = await pageTypes(web, gateway);
  for (const { bundler, gzipBytes, scripts } of await frameworkFloor())
    row(`first-load JS, blank Next app (${bundler})`, `${kB(gzipBytes)} in ${scripts}`, 'the floor', true);
  for (const page of pages) {
    const { chunks, gzipBytes } = await pageWeight(page.url);
    const ok = !page.catalogue || gzipBytes <= JS_BUDGET;
    row(`first-load JS, ${page.name}`, `${kB(gzipBytes)} in ${chunks.length}`, page.catalogue ? '≤ 130 kB' : '', ok);
  }
  const chrome = await launchLighthouseChrome();
  try {
    for (const page of pages) {
      await fetch(page.url); // warm the server
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await lighthouseRun(chrome, page.url));
      const score = runs.map((r) => r.score);
      const cls = runs.map((r) => r.cls);
      row(`Lighthouse mobile, ${page.name}`, spread(score), '≥ 98', median(score) >= 98);
      row(
        `  CLS, ${page.name}`,
        spread(cls, (v) => v.toFixed(3)),
        '≤ 0.02',
        median(cls) <= 0.02,
      );
      row(
        `  TBT, ${page.name}`,
        spread(
          runs.map((r) => r.tbt),
          (v) => `${v} ms`,
        ),
        '',
        true,
      );
      row(
        `  LCP, ${page.name}`,
        spread(
          runs.map((r) => r.lcp),
          (v) => `${v} ms`,
        ),
        '',
        true,
      );
      const blockedBy = [...new Set(runs.flatMap((r) => r.bfCacheBlockedBy))];
      row(
        `  bf-cache, ${page.name}`,
        blockedBy.length ? `blocked: ${blockedBy.join(', ')}` : 'not blocked',
        page.catalogue ? 'not blocked' : '',
        !page.catalogue || blockedBy.length === 0,
      );
    }
  } finally {
    chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [web = 'http://localhost:3000', gateway = 'http://localhost:4000'] = process.argv.slice(2);
  const rows = [];
  await benchLighthouse({ web, gateway, tools: { row: (...r) => rows.push(r) } });
  for (const [what, value, target, ok] of rows)
    console.log(`${ok ? ' ' : '✗'} ${what.padEnd(36)} ${value.padEnd(40)} ${target}`);
}
