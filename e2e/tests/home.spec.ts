import { expect, test } from './support/test';
import { locales, prefix, topLevelCategories } from './support/catalogue';

for (const locale of locales) {
  test(`the ${locale} home page lists the localized top-level categories`, async ({ page, request }) => {
    const categories = await topLevelCategories(request, locale);
    expect(categories.length).toBeGreaterThanOrEqual(9);

    await page.goto(`${prefix(locale)}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const main = page.getByRole('main');
    for (const category of categories) {
      const link = main.getByRole('link', { name: category.name, exact: true }).first();
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', new RegExp(`^${prefix(locale)}/category/${category.url}/?$`));
    }
  });
}

test('category names differ between English and French', async ({ request }) => {
  const [en, fr] = await Promise.all([topLevelCategories(request, 'en'), topLevelCategories(request, 'fr')]);
  expect(fr.map((c) => c.name)).not.toEqual(en.map((c) => c.name));
});

test('the home page is rendered on the server: categories are in the HTML without JavaScript', async ({
  browser,
  request,
}) => {
  const [first] = await topLevelCategories(request, 'de');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/de/');
  await expect(page.getByRole('main').getByRole('link', { name: first.name, exact: true }).first()).toBeVisible();
  await context.close();
});
