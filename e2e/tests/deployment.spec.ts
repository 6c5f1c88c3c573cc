import type { Page, Request, Response } from '@playwright/test';
import { expect, test } from './support/test';

const LATEST = '**/builds/latest.json';
const NEWER_BUILD = 'a-newer-build';

/** From now on the endpoint names another build, as it would once a new deployment serves it. */
async function announceNewerBuild(page: Page) {
  await page.route(LATEST, (route) => route.fulfill({ json: { id: NEWER_BUILD, time: new Date().toISOString() } }));
}

/** The tab becomes visible again (as after switching back to it): the page checks for a new build. */
async function checkOnVisible(page: Page) {
  // Together: while the page is still busy (hydrating on a loaded machine), the dispatch alone can take over the
  // wait's second, and a wait left alone then fails the test as an unhandled rejection instead of being retried.
  await expect(async () => {
    await Promise.all([
      page.waitForResponse((response) => new URL(response.url()).pathname === '/builds/latest.json', {
        timeout: 1000,
      }),
      page.evaluate("document.dispatchEvent(new Event('visibilitychange'))"),
    ]);
  }).toPass({ timeout: 10_000 });
}

/** Full page loads of the tab, as opposed to client-side navigations. */
function documentLoads(page: Page): Request[] {
  const loads: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.push(request);
  });
  return loads;
}

async function search(page: Page, query: string) {
  const box = page.getByRole('search').getByRole('searchbox');
  await box.fill(query);
  await box.press('Enter');
}

test('/builds/latest.json answers the running build, uncached, and the page’s assets carry the same id', async ({
  page,
  request,
}) => {
  const response = await request.get('/builds/latest.json', { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const latest = await response.json();
  expect(new Date(latest.time).toISOString()).toBe(latest.time);

  const assets: Response[] = [];
  page.on('response', (asset) => {
    if (new URL(asset.url()).pathname.startsWith('/_next/static/')) assets.push(asset);
  });
  const html = await page.goto('/fr/');
  // No shared cache keeps a page's HTML, which names its build's chunks, and the browser asks again before every
  // use (a cached page answers 304 only while its HTML, build included, is the same): nothing outlives a deployment.
  expect(html?.headers()['cache-control']).toBe('private, no-cache');
  await page.waitForLoadState('load');
  expect(assets.length).toBeGreaterThan(0);
  // Skew protection: every asset URL names the deployment (?dpl=), and the web's server still serves it.
  for (const asset of assets) {
    expect(new URL(asset.url()).searchParams.get('dpl'), asset.url()).toBe(latest.id);
    expect(asset.status(), asset.url()).toBe(200);
  }
});

/** From now on the old build's chunks are gone, until the tab loads a document (which gets the new build's). */
async function failChunksUntilNextLoad(page: Page) {
  let failChunks = true;
  await page.route('**/_next/static/chunks/**', (route) => (failChunks ? route.abort() : route.continue()));
  page.on('request', (request) => {
    if (request.resourceType() === 'document') failChunks = false;
  });
  return {
    failAgain: () => {
      failChunks = true;
    },
  };
}

test('a chunk that fails to load before the page knows of a newer build reloads the page once, and only once', async ({
  page,
}) => {
  // Two page loads and two searches, beside the whole stack on two cores.
  test.slow();
  const loads = documentLoads(page);
  await page.goto('/');
  await announceNewerBuild(page);

  // The page has not checked yet: the search is a client-side navigation, whose chunks are gone. The failure
  // makes the page ask, and it reloads (the reloaded page gets its chunks: it runs, and can refuse a second one).
  const chunks = await failChunksUntilNextLoad(page);
  const reloaded = page.waitForEvent('load');
  await search(page, 'process');
  await reloaded;
  expect(loads).toHaveLength(2);
  expect(new URL(page.url()).pathname).toBe('/');

  // The reloaded page still fails on a chunk (the new build lacks it too): it stays, and says why.
  const refused = page.waitForEvent('console', (message) => message.text().includes('not reloading again'));
  chunks.failAgain();
  await search(page, 'process');
  await refused;
  expect(loads).toHaveLength(2);
  await expect(page.getByRole('search').getByRole('searchbox')).toHaveValue('process');
});

test('a search made after a newer build is announced loads the results page in full, and the visitor lands there', async ({
  page,
}) => {
  const loads = documentLoads(page);
  await page.goto('/');
  await announceNewerBuild(page);
  await checkOnVisible(page);
  await failChunksUntilNextLoad(page);
  await search(page, 'process');
  await expect(page).toHaveURL((url) => url.pathname === '/s/process/');
  await expect.poll(() => loads.length).toBe(2);
  expect(new URL(loads[1].url()).pathname).toBe('/s/process/');
  // The new build's results page, for the search the visitor made.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('process');
});

test('a link followed after a newer build is announced is a full page load; before, a client-side navigation', async ({
  page,
}) => {
  const loads = documentLoads(page);
  await page.goto('/');
  const footerLinks = page.getByRole('contentinfo').locator('a[href^="/"]');

  // The real endpoint answers the page's own build: links stay client-side.
  await checkOnVisible(page);
  const first = footerLinks.first();
  const firstPath = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL((url) => url.pathname === firstPath);
  expect(loads).toHaveLength(1);

  await announceNewerBuild(page);
  await checkOnVisible(page);
  const second = footerLinks.nth(1);
  const secondPath = await second.getAttribute('href');
  await second.click();
  await expect(page).toHaveURL((url) => url.pathname === secondPath);
  await expect.poll(() => loads.length).toBe(2);
  expect(new URL(loads[1].url()).pathname).toBe(secondPath);
});

test("the web's liveness check answers at once, never cached: what the edge and the orchestrator probe", async ({
  request,
}) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.text()).toBe('ok\n');
});
