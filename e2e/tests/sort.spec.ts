import { expect, test } from './support/test';

/** The amounts shown on the catalogue's tiles, in page order. */
async function tilePrices(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await page
    .getByRole('main')
    .locator('[data-price]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.price ?? ''));
  return texts.map(Number);
}

test('sorting by price changes the order of the catalogue', async ({ page }) => {
  await page.goto('/catalog/?sort=1');
  const ascending = await tilePrices(page);
  expect(ascending.length).toBeGreaterThan(3);
  expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);

  // Choosing another sort in the page's own control reorders the tiles.
  await page.getByLabel(/sort/i).selectOption('2');
  await expect(page).toHaveURL(/sort=2/);
  const descending = await tilePrices(page);
  expect([...descending].sort((a, b) => b - a)).toEqual(descending);
  expect(descending[0]).toBeGreaterThan(ascending[0]);
});

test('a page number out of range does not crash the catalogue', async ({ request }) => {
  for (const query of ['?page=0', '?page=-3', '?page=99999', '?sort=42', '?page=abc']) {
    const response = await request.get(`/catalog/${query}`);
    expect(response.status(), query).toBeLessThan(500);
  }
});
