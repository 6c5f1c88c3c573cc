import { expect, test } from './support/test';
import { catalogue } from './support/catalogue';

/** A long plain word of a French title: something a visitor would type. */
function wordOf(titles: string[]): string {
  const words = titles.flatMap((title) => title.split(/[\s\-–:,'’]+/)).filter((w) => /^[a-zà-ÿ]{7,}$/i.test(w));
  return words.sort((a, b) => b.length - a.length)[0].toLowerCase();
}

/** Titles on the search results page. */
const resultTitles = (page: import('@playwright/test').Page) =>
  page.getByRole('main').locator('a[href*="/diagrams/"]').allInnerTexts();

test.describe('search in French', () => {
  test("finds diagrams by another form of a title's word (stemming)", async ({ page, request }) => {
    const word = wordOf((await catalogue(request, 'fr')).map((d) => d.title));
    // Plural ↔ singular: the stemmer must bring both to the same stem.
    const form = word.endsWith('s') ? word.slice(0, -1) : `${word}s`;
    await page.goto('/fr/');
    await page.getByRole('searchbox').fill(form);
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/fr/s/${form}/?$`));
    await expect.poll(async () => (await resultTitles(page)).length).toBeGreaterThan(0);
    const stem = word.slice(0, Math.min(word.length, 6));
    expect((await resultTitles(page)).some((t) => t.toLowerCase().includes(stem))).toBe(true);
  });

  test('finds diagrams despite a typo', async ({ page, request }) => {
    const word = wordOf((await catalogue(request, 'fr')).map((d) => d.title));
    const middle = Math.floor(word.length / 2);
    const typo = word.slice(0, middle) + (word[middle] === 'x' ? 'z' : 'x') + word.slice(middle + 1);
    await page.goto(`/fr/s/${encodeURIComponent(typo)}/`);
    await expect.poll(async () => (await resultTitles(page)).length).toBeGreaterThan(0);
    expect((await resultTitles(page)).some((t) => t.toLowerCase().includes(word.slice(0, 4)))).toBe(true);
  });
});

test('a search typed without JavaScript goes to its results page', async ({ browser, request }) => {
  const word = wordOf((await catalogue(request, 'fr')).map((d) => d.title));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/');
  await page.getByRole('searchbox').fill(word);
  // The form's plain GET to /fr/s/?query=…, which the web's server sends on to the query's own page.
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/fr/s/${encodeURIComponent(word)}/$`));
  expect((await resultTitles(page)).length).toBeGreaterThan(0);
  await context.close();
});

test('an empty search asks for a query and stays on the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.getByText('Please enter a search query')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a query with HTML, quotes and path characters is harmless', async ({ page }) => {
  page.on('dialog', () => {
    throw new Error('a script from the query ran');
  });
  await page.goto('/');
  await page.getByRole('searchbox').fill(`<script>alert(1)</script> "../../etc" /x`);
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/s\/[^/]+\/?$/);
  const response = await page.reload();
  expect(response?.status()).toBeLessThan(500);
  await expect(page.getByRole('main')).toBeVisible();
});

test('a search address typed with characters the shop drops goes to its clean form, on the same page', async ({
  request,
}) => {
  const response = await request.get('/fr/s/cycle!!/?page=2', { maxRedirects: 0 });
  expect(response.status()).toBeGreaterThanOrEqual(300);
  expect(response.status()).toBeLessThan(400);
  expect(response.headers().location).toMatch(/\/fr\/s\/cycle\/\?page=2$/);
});
