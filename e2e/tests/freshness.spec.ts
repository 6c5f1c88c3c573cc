import type { APIRequestContext, Page } from '@playwright/test';
import { gql, topLevelCategories } from './support/catalogue';
import { expect, test } from './support/test';

const backend = process.env.BACKEND_URL ?? 'http://localhost:1337';
const gatewaySecret = process.env.GATEWAY_SECRET ?? 'DEV-ONLY-gateway-secret';

/**
 * Edits a diagram's English title through Strapi's document service, as staff do in the admin (the public
 * backend serves no admin: its test route, backend/src/api/content-edit). Strapi's webhooks then tell the web
 * and the gateway.
 */
async function editTitle(request: APIRequestContext, documentId: string, title: string) {
  const response = await request.post(`${backend}/api/website/v1/internal/content-edit/`, {
    headers: { 'x-gateway-secret': gatewaySecret },
    data: { uid: 'api::diagram.diagram', documentId, locale: 'en', data: { title } },
  });
  expect(response.status()).toBe(200);
}

/** The first diagram a category's listing shows. */
async function firstOfCategory(request: APIRequestContext, categoryUrl: string) {
  const data = await gql<{ catalogue: { items: { id: string; url: string; title: string }[] } }>(
    request,
    'query($url: String) { catalogue(locale: en, categoryUrl: $url) { items { id url title } } }',
    { url: categoryUrl },
  );
  return data.catalogue.items[0];
}

/** The page's text after a fresh load: what a visitor arriving now reads. */
async function textOf(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return (await page.getByRole('main').textContent()) ?? '';
}

test('a title edited in Strapi shows within seconds on the diagram page, its category listing and search', async ({
  page,
  request,
}) => {
  // Each change must show within 15 s (the polls); the whole test is ten page views and four such waits, more than
  // the default 30 s allows on a loaded two-core CI machine.
  test.setTimeout(90_000);
  const [category] = await topLevelCategories(request, 'en');
  const diagram = await firstOfCategory(request, category.url);
  // Every page seen three times first: rendered, served from the page cache, then again from the web server's copy
  // of that response (web/server/pageReplays.ts), which the edit must reach too.
  for (const path of [`/diagrams/${diagram.url}/`, `/category/${category.url}/`]) {
    for (let visit = 0; visit < 3; visit += 1) expect(await textOf(page, path)).toContain(diagram.title);
  }
  // A word no seeded title has, so search finds this diagram only once the index knows the new title.
  const word = `zephyrquartz${test.info().workerIndex}`;
  await page.goto(`/s/${word}/`);
  await expect(page.getByRole('main').locator(`a[href*="/diagrams/${diagram.url}/"]`)).toHaveCount(0);

  const edited = `${diagram.title} ${word}`;
  await editTitle(request, diagram.id, edited);
  try {
    const within = { timeout: 15_000, intervals: [500] };
    await expect.poll(() => textOf(page, `/diagrams/${diagram.url}/`), within).toContain(edited);
    await expect.poll(() => textOf(page, `/category/${category.url}/`), within).toContain(edited);
    await expect.poll(() => textOf(page, `/s/${word}/`), within).toContain(edited);
  } finally {
    await editTitle(request, diagram.id, diagram.title);
  }
  await expect.poll(() => textOf(page, `/diagrams/${diagram.url}/`), { timeout: 15_000 }).not.toContain(word);
});
