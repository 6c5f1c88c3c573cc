import { expect, test } from './support/test';

test('the presentation-templates dropdown opens and closes on any click outside its toggle', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', { name: /templates/i });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const allProducts = page.getByRole('banner').getByRole('link', { name: /all products/i });
  await expect(allProducts).toBeVisible();

  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(allProducts).toBeHidden();
});

test('the dropdown works with the keyboard and Escape closes it', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', { name: /templates/i });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});
