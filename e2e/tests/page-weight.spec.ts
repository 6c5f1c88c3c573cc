import { chunkPaths, kB, pageWeight } from '../../scripts/lib/page-weight.mjs';
import { catalogue, topLevelCategories } from './support/catalogue';
import { expect, test } from './support/test';

/**
 * Issue 13's budget: a catalogue page's first-load JavaScript, gzip, as scripts/lib/page-weight.mjs measures it
 * from the served HTML. The target is 130 kB; the budget holds what has been reached so far (156–161 kB, from
 * 342–349 kB before issue 13) with a small margin, and comes down with each cut (docs/adr/0021).
 */
const BUDGET_KB = 163;

test('catalogue pages load no more first-load JavaScript than the budget', async ({ request, extraHTTPHeaders }) => {
  const [[category], [diagram]] = await Promise.all([topLevelCategories(request, 'en'), catalogue(request, 'en', 1)]);
  const base = test.info().project.use.baseURL;
  const weights = [];
  for (const path of ['/', `/category/${category.url}/`, `/diagrams/${diagram.url}/`]) {
    const { chunks, gzipBytes } = await pageWeight(new URL(path, base).href, extraHTTPHeaders);
    weights.push(`${path}: ${kB(gzipBytes)} in ${chunks.length} scripts`);
    expect(chunks.length).toBeGreaterThan(0);
    expect.soft(gzipBytes, `${path} ships ${kB(gzipBytes)}`).toBeLessThanOrEqual(BUDGET_KB * 1024);
  }
  test.info().annotations.push({ type: 'first-load JS', description: weights.join('; ') });
});

/**
 * Decorative images (the language flags, the logo) load at low priority: preloaded in the head, as React does with
 * any eager <img>, they competed with the render-blocking stylesheets and pushed the first paint back (ADR 0021). A
 * diagram page still preloads its preview, its largest paint.
 */
test('catalogue pages preload no decorative image', async ({ request }) => {
  const [[category], [diagram]] = await Promise.all([topLevelCategories(request, 'en'), catalogue(request, 'en', 1)]);
  for (const path of ['/', `/category/${category.url}/`, `/diagrams/${diagram.url}/`]) {
    const html = await (await request.get(path)).text();
    const preloadedImages = (html.match(/<link [^>]*>/g) ?? [])
      .filter((link) => link.includes('rel="preload"') && link.includes('as="image"'))
      .map((link) => /(?:href|imageSrcSet)="([^"]*)"/.exec(link)?.[1] ?? link);
    expect(preloadedImages, path).toHaveLength(path.startsWith('/diagrams/') ? 1 : 0);
    expect(
      preloadedImages.filter((url) => url.includes('/_next/static/media/')),
      path,
    ).toEqual([]);
  }
});

/**
 * The cart prices through a plain fetch and loads its discount code's validation (zod) on first use: 181 kB, from
 * 349 kB with Apollo Client and zod in its first load. The checkout's later steps keep Apollo.
 */
const CART_BUDGET_KB = 190;

test('the cart loads no more first-load JavaScript than its budget', async ({ extraHTTPHeaders }) => {
  const { chunks, gzipBytes } = await pageWeight(
    new URL('/checkout/order/', test.info().project.use.baseURL).href,
    extraHTTPHeaders,
  );
  expect(chunks.length).toBeGreaterThan(0);
  expect(gzipBytes, `the cart ships ${kB(gzipBytes)}`).toBeLessThanOrEqual(CART_BUDGET_KB * 1024);
});

test('the budget counts every script a browser loads with a category page', async ({ page, request }) => {
  const [category] = await topLevelCategories(request, 'fr');
  // Links' prefetches (RSC requests, `_rsc=`) would load other routes' chunks: not this page's first load.
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    (route) => route.abort(),
  );
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.endsWith('.js')) loaded.add(pathname);
  });
  const response = await page.goto(`/fr/category/${category.url}/`, { waitUntil: 'load' });
  const counted = chunkPaths((await response?.text()) ?? '');
  expect(loaded.size).toBeGreaterThan(0);
  expect([...loaded].filter((path) => !counted.includes(path))).toEqual([]);
});
