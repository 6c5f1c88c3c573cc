import type { Page } from '@playwright/test';
import { topLevelCategories } from './support/catalogue';
import { startSecondWeb } from './support/secondWeb';
import { expect, test } from './support/test';

// Two web processes of one build share their page cache through Redis (ADR 0018). The second has no gateway at
// all: whatever it shows of the catalogue came from the cache the first one filled.
test.describe.configure({ mode: 'serial' });

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
let webs: Awaited<ReturnType<typeof startSecondWeb>>[] = [];
let filling: string;
let gatewayless: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  webs = await Promise.all([
    startSecondWeb({ name: 'page-cache-web', portOffset: 11, env: { REDIS_URL } }),
    startSecondWeb({
      name: 'page-cache-gatewayless-web',
      portOffset: 12,
      env: { REDIS_URL, GATEWAY_URL: 'http://127.0.0.1:9/graphql' },
    }),
  ]);
  [filling, gatewayless] = webs.map((web) => web.url);
});

test.afterAll(() => {
  for (const web of webs) web.stop();
});

/** The heading and the tiles' prices (amount and currency) a visitor sees on a category page. */
async function categoryView(page: Page, url: string) {
  await page.goto(url);
  const prices = await page
    .getByRole('main')
    .locator('[data-price]')
    .evaluateAll((nodes) =>
      nodes.map((node) => `${(node as HTMLElement).dataset.price} ${(node as HTMLElement).dataset.currency}`),
    );
  return { heading: await page.getByRole('heading', { level: 1 }).textContent(), prices };
}

test('a category page filled by one web is served by another from the shared cache', async ({ page, request }) => {
  const [category, uncached] = await topLevelCategories(request, 'en');
  const seen = await categoryView(page, `${filling}/category/${category.url}/`);
  expect(seen.heading).toBe(category.name);
  expect(seen.prices.length).toBeGreaterThan(0);

  expect(await categoryView(page, `${gatewayless}/category/${category.url}/`)).toEqual(seen);
  // The control: a page nobody filled needs the gateway, which this web does not have.
  expect((await categoryView(page, `${gatewayless}/category/${uncached.url}/`)).heading).not.toBe(uncached.name);
});

test('the currency proxy.ts decides is part of the cache key', async ({ page, request }) => {
  const [category] = await topLevelCategories(request, 'en');
  const path = `/category/${category.url}/`;
  await page.setExtraHTTPHeaders({ 'accept-language': 'fr-FR,fr;q=0.9' });
  const euros = await categoryView(page, `${filling}${path}`);
  expect(euros.prices.length).toBeGreaterThan(0);
  expect(euros.prices.every((price) => price.endsWith(' EUR'))).toBe(true);
  expect(await categoryView(page, `${gatewayless}${path}`)).toEqual(euros);

  // Canadian dollars were never filled: the gateway-less web cannot show this page in them.
  await page.setExtraHTTPHeaders({ 'accept-language': 'en-CA' });
  expect((await categoryView(page, `${gatewayless}${path}`)).prices).toEqual([]);
});
