import { expect, test } from './support/test';

test('an unknown path shows the 404 page under header and footer', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test("the 404 message is in the visitor's language", async ({ page }) => {
  const response = await page.goto('/fr/page-inconnue');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('main')).toContainText('/fr/page-inconnue');
  await expect(page.getByRole('main')).not.toContainText('Page not found');
});
