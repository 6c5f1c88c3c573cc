import { expect, test } from './support/test';

test('switching language from /de lands on the French page and remembers the choice', async ({ page, context }) => {
  await page.goto('/de/');
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  const localeCookie = async () => (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  await expect.poll(async () => (await localeCookie())?.value).toBe('fr');
  const cookie = await localeCookie();
  // 365 days, give or take the test's own duration.
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(366);

  // The remembered locale wins over the browser's language on the next unprefixed visit.
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/?$/);
});

test('the switcher offers every other locale', async ({ page }) => {
  await page.goto('/de/');
  for (const name of ['English', 'Français', 'Español', 'Português']) {
    await expect(page.getByRole('link', { name })).toHaveCount(1);
  }
  await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveCount(0);
});

test.describe('a visitor whose browser prefers Spanish', () => {
  test.use({ locale: 'es-ES', extraHTTPHeaders: { 'Accept-Language': 'es-ES,es;q=0.9' } });

  test('is sent to the Spanish site on first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
