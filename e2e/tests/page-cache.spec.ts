import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import type { Browser, Page } from '@playwright/test';
import { topLevelCategories } from './support/catalogue';
import { operationName } from './support/operations';
import { startSecondWeb } from './support/secondWeb';
import { expect, test } from './support/test';

// Two web processes of one build share their page cache through Redis (ADR 0018). Both reach the gateway through a
// relay that notes each operation it passes (and which category), so a test sees which page data a web had to ask
// the gateway for. Pages prefetch the categories they link to: only the visited category's data counts.
test.describe.configure({ mode: 'serial' });

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
let relay: Server;
let asked: string[] = [];
let webs: Awaited<ReturnType<typeof startSecondWeb>>[] = [];
let first: string;
let second: string;

/** Passes GraphQL calls on to the stack's gateway, noting each one's operation name and `url` (or `key`) variable. */
async function startRelay(): Promise<string> {
  const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000/graphql';
  relay = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const sent = JSON.parse(body || '{}');
    const operation = operationName(sent);
    const { variables } = sent;
    const subject = variables?.url ?? variables?.key;
    if (operation) asked.push(subject ? `${operation}:${subject}` : operation);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['host', 'connection', 'content-length'].includes(entry[0]),
      ),
    );
    const answer = await fetch(gateway, { method: request.method, headers, body: body || undefined });
    response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(relay.address() as AddressInfo).port}/graphql`;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A namespace of this run's own: entries of an earlier run of the same build would otherwise be found.
  const env = { REDIS_URL, REDIS_KEY_PREFIX: `e2e-${randomUUID()}:`, GATEWAY_URL: await startRelay() };
  webs = await Promise.all([
    startSecondWeb({ name: 'page-cache-web-1', portOffset: 11, env }),
    startSecondWeb({ name: 'page-cache-web-2', portOffset: 12, env }),
  ]);
  [first, second] = webs.map((web) => web.url);
});

test.afterAll(async () => {
  for (const web of webs) web.stop();
  await new Promise((resolve) => relay?.close(resolve));
});

/** What of the category page's data (its category, the header's menus) a web asked the gateway for during `visit`. */
async function askedDuring(url: string, visit: () => Promise<unknown>): Promise<string[]> {
  asked = [];
  await visit();
  return asked.filter((operation) => operation === `CategoryPage:${url}` || operation === 'ShopFrame');
}

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

test('a category page rendered by one web is served by the other from the shared cache', async ({ page, request }) => {
  const [, category] = await topLevelCategories(request, 'en');
  let seen: Awaited<ReturnType<typeof categoryView>> | undefined;
  expect(
    await askedDuring(category.url, async () => {
      seen = await categoryView(page, `${first}/category/${category.url}/`);
    }),
  ).toContain(`CategoryPage:${category.url}`);
  expect(seen?.heading).toBe(category.name);
  expect(seen?.prices.length).toBeGreaterThan(0);

  let again: typeof seen;
  expect(
    await askedDuring(category.url, async () => {
      again = await categoryView(page, `${second}/category/${category.url}/`);
    }),
  ).toEqual([]);
  expect(again).toEqual(seen);
});

/** A category page as a visitor whose browser speaks `locale` (its region decides the currency) sees it. */
async function viewAs(browser: Browser, locale: string, url: string) {
  const context = await browser.newContext({ locale });
  try {
    return await categoryView(await context.newPage(), url);
  } finally {
    await context.close();
  }
}

test('the currency proxy.ts decides is part of the cache key', async ({ browser, request }) => {
  const [, , , category] = await topLevelCategories(request, 'fr');
  const path = `/fr/category/${category.url}/`;
  const euros = await viewAs(browser, 'fr-FR', `${first}${path}`);
  expect(euros.prices.length).toBeGreaterThan(0);
  expect(euros.prices.every((price) => price.endsWith(' EUR'))).toBe(true);
  expect(
    await askedDuring(category.url, async () =>
      expect(await viewAs(browser, 'fr-FR', `${second}${path}`)).toEqual(euros),
    ),
  ).toEqual([]);

  // Canadian dollars were not rendered yet: asked for, and shown in them.
  let dollars: typeof euros | undefined;
  expect(
    await askedDuring(category.url, async () => {
      dollars = await viewAs(browser, 'fr-CA', `${second}${path}`);
    }),
  ).toContain(`CategoryPage:${category.url}`);
  expect(dollars?.heading).toBe(euros.heading);
  expect(dollars?.prices.every((price) => price.endsWith(' CAD'))).toBe(true);
});

test("a static page's copy, cached by one web, is refreshed in the other by a webhook through the first", async ({
  page,
}) => {
  // The FAQ's copy only: its links prefetch the other static pages.
  const copyAsked = async (url: string) => {
    asked = [];
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return asked.filter((operation) => operation === 'StaticPage:faq');
  };
  expect(await copyAsked(`${first}/es/faq/`)).toContain('StaticPage:faq');
  // A hit in the shared cache, which the second web also keeps as bytes and answers the next visit from
  // (web/server/pageReplays.ts): the webhook must reach both.
  expect(await copyAsked(`${second}/es/faq/`)).toEqual([]);
  expect(await copyAsked(`${second}/es/faq/`)).toEqual([]);

  // What the gateway tells the web when staff edit the FAQ in Strapi: the tag of the pages showing it.
  const told = await page.request.post(`${first}/api/revalidate/`, {
    headers: { 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? 'DEV-ONLY-revalidate-secret' },
    data: { tags: ['page:faq'] },
  });
  expect(await told.json()).toEqual({ revalidated: { tags: ['page:faq'] } });
  expect(await copyAsked(`${second}/es/faq/`)).toContain('StaticPage:faq');
});

test('a catalogue page is stored whole: another visitor gets the same HTML from the other web', async ({ request }) => {
  const [, , category] = await topLevelCategories(request, 'de');
  const path = `/de/category/${category.url}/?sort=2`;
  const rendered = await request.get(`${first}${path}`);
  expect(rendered.status()).toBe(200);
  // Kept by the browser but asked again on every use: fresh after a webhook, and no `no-store` to keep it out
  // of the back/forward cache.
  expect(rendered.headers()['cache-control']).toBe('private, no-cache');
  const served = await request.get(`${second}${path}`);
  expect(served.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await served.text()).toBe(await rendered.text());
});

test('a catalogue page comes back from the back/forward cache', async ({ playwright, request }) => {
  const [category] = await topLevelCategories(request, 'en');
  const { launchOptions, baseURL } = test.info().project.use;
  // Playwright turns Chromium's back/forward cache off by default; a visitor's browser has it on.
  const browser = await playwright.chromium.launch({
    ...launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto(`/category/${category.url}/`);
    await page.evaluate(() => {
      window.addEventListener('pageshow', (event) => {
        document.documentElement.dataset.restored = String(event.persisted);
      });
    });
    await page.goto('/faq/');
    // Not page.goBack(): it waits for a load event, which a page restored from the back/forward cache never fires.
    await page.evaluate(() => setTimeout(() => history.back(), 0));
    await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');
  } finally {
    await browser.close();
  }
});

test('search results are cached per query and page: another web serves them, whatever else the query string says', async ({
  request,
}) => {
  const path = `/es/s/${encodeURIComponent(`ciclo ${randomUUID().slice(0, 8)}`)}/`;
  const rendered = await request.get(`${first}${path}`);
  expect(rendered.status()).toBe(200);
  expect(rendered.headers()['cache-control']).toBe('private, no-cache');
  // Search results come in one order: a sort in the query string is the same page.
  for (const query of ['', '?page=1', '?sort=2&utm_source=x']) {
    const served = await request.get(`${second}${path}${query}`);
    expect(served.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await served.text()).toBe(await rendered.text());
  }
});
