import { expect, test } from './support/test';
import { catalogue } from './support/catalogue';

test("switching language on a diagram page lands on that diagram's French url", async ({ page, request }) => {
  const [diagram] = await catalogue(request, 'en', 1);
  const french = diagram.localizations.find((l) => l.locale === 'fr')!;
  await page.goto(`/diagrams/${diagram.url}/`);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/diagrams/${french.url}/?$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test("a diagram's English url opened in French leads to its French url, every time", async ({ page, request }) => {
  const diagram = (await catalogue(request, 'en', 24)).find((d) =>
    d.localizations.some((l) => l.locale === 'fr' && l.url !== d.url),
  )!;
  const french = diagram.localizations.find((l) => l.locale === 'fr')!;
  // Twice: the second answer comes from the page cache and must still be the move, not a 404.
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto(`/fr/diagrams/${diagram.url}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/fr/diagrams/${french.url}/?$`));
  }
});

test('a diagram page declares its canonical url and hreflang alternates', async ({ page, request }) => {
  const [diagram] = await catalogue(request, 'de', 1);
  await page.goto(`/de/diagrams/${diagram.url}/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/de/diagrams/${diagram.url}/?$`),
  );
  for (const { locale, url } of diagram.localizations) {
    const path = locale === 'en' ? `/diagrams/${url}` : `/${locale}/diagrams/${url}`;
    await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
      'href',
      new RegExp(`${path}/?$`),
    );
  }
});

test('the sitemap lists pages with their alternates in every locale', async ({ request }) => {
  let xml = await (await request.get('/sitemap.xml')).text();
  // A sitemap index points at the real sitemaps: follow the first.
  const child = xml.match(/<sitemap>\s*<loc>([^<]+)<\/loc>/);
  if (child) xml = await (await request.get(new URL(child[1]).pathname)).text();
  expect(xml).toContain('<urlset');
  for (const locale of ['fr', 'de', 'es', 'pt']) {
    expect(xml).toMatch(new RegExp(`hreflang="${locale}"`));
  }
  expect(xml).toMatch(/<loc>[^<]+\/diagrams\/[^<]+<\/loc>/);
});

test('the home page and a static page declare canonical urls and all five hreflang alternates', async ({ page }) => {
  for (const [path, canonical] of [
    ['/es/', /\/es\/?$/],
    ['/fr/a-propos/', /\/fr\/a-propos\/$/],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    for (const locale of ['en', 'fr', 'de', 'es', 'pt']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveCount(1);
    }
  }
});
