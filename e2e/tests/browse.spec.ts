import { messages } from './support/checkout';
import { expect, test } from './support/test';
import { gql, prefix, topLevelCategories, type Locale } from './support/catalogue';

// A visitor walks home → category → diagram → slide, and each page shows what the gateway says it should.
for (const locale of ['en', 'de'] as Locale[]) {
  test(`home → category → diagram → slide in ${locale}`, async ({ page, request }) => {
    const [category] = await topLevelCategories(request, locale);
    await page.goto(`${prefix(locale)}/`);
    await page.getByRole('main').getByRole('link', { name: category.name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/category/${category.url}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);

    const tile = page.getByRole('main').locator('a[href*="/diagrams/"]').first();
    const diagramUrl = (await tile.getAttribute('href'))!.match(/\/diagrams\/([^/]+)/)![1];
    const { diagram } = await gql<{ diagram: { title: string; slides: { title: string }[] } }>(
      request,
      'query($locale: Locale!, $url: String!) { diagram(locale: $locale, url: $url) { title slides { title } } }',
      { locale, url: decodeURIComponent(diagramUrl) },
    );
    await tile.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/diagrams/${diagramUrl}/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(diagram.title);
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();

    const slideLink = page.getByRole('main').locator('a[href*="/slides/"]').first();
    await slideLink.click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/slides/[^/]+/?$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(diagram.slides[0].title);
  });
}

test("an unknown diagram is a 404 in the visitor's language", async ({ page }) => {
  const response = await page.goto('/fr/diagrams/ce-diagramme-n-existe-pas/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Spec §8's wording for a failed validation, with the path the browser shows, inside the shop's frame.
  const title = messages.fr['notFound.invalid.title'].replace('{path}', '/fr/diagrams/ce-diagramme-n-existe-pas/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown tag and an unknown category are 404s, never 500s', async ({ request }) => {
  for (const path of ['/catalog/no-such-tag/', '/category/no-such-category/', '/slides/no-such-slide/']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});
