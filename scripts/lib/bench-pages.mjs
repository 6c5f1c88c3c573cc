// Issue 13's figures for `npm run bench`: the category page (warm page cache, ADR 0018) against a static file served
// by the same web, side by side at 20 clients: its throughput as a share of the file's, and its p95.

/**
 * `pageUrl`: a category page; `headers`: the visitor's (language); `asVisitor` makes each request another visitor;
 * `tools`: the bench's load(options) and row(what, value, target, ok).
 */
export async function benchPages({ pageUrl, headers, asVisitor, tools }) {
  const { load, row } = tools;
  const html = await (await fetch(pageUrl, { headers })).text();
  const script = /<script[^>]+src="([^"]*\/_next\/static\/[^"]+\.js[^"]*)"/.exec(html)?.[1];
  if (!script) throw new Error(`${pageUrl}: no script of Next's static files in the page`);
  const staticUrl = new URL(script, pageUrl).href;
  // Warm both before measuring: the page's cache entries, the file's first read.
  await Promise.all([fetch(pageUrl, { headers }), fetch(staticUrl)]);
  const page = await load({ url: pageUrl, connections: 20, headers, requests: [asVisitor] });
  const file = await load({ url: staticUrl, connections: 20, requests: [asVisitor] });
  const share = page.perSecond / file.perSecond;
  row(
    'category page req/s vs a static file, 20 clients',
    `${Math.round(page.perSecond)} / ${Math.round(file.perSecond)} (${Math.round(share * 100)} %)`,
    '≥ 25 %',
    share >= 0.25,
  );
  row('category page p95 vs a static file, 20 clients', `${page.p95} ms / ${file.p95} ms`, '≤ 100 ms', page.p95 <= 100);
}
