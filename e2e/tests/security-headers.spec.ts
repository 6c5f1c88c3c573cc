import { catalogue, prefix, topLevelCategories } from './support/catalogue';
import { addToCart, enterCustomer, firstProducts, messages, pay, type CheckoutLocale } from './support/checkout';
import { watchPage } from './support/pageProblems';
import { expect, test } from './support/test';

/** The shop's own pages (web/src/platform/routing/staticPaths.ts), "about" by its localized slug. */
const STATIC_SLUGS = {
  en: ['faq', 'about', 'contact', 'know-how', 'design-services', 'terms', 'test'],
  de: ['faq', 'ueber-uns', 'contact', 'know-how', 'design-services', 'terms', 'test'],
} as const;

for (const locale of ['en', 'de'] as const satisfies readonly CheckoutLocale[]) {
  test(`every page type runs in ${locale} without a CSP violation or a console error`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const p = prefix(locale);
    const [categories, diagrams] = await Promise.all([topLevelCategories(request, locale), catalogue(request, locale)]);
    const diagram = diagrams.find((entry) => entry.slides.length > 0)!;
    const word = diagram.title.split(/\s+/)[0];
    const watch = await watchPage(page);

    for (const path of [
      `${p}/`,
      `${p}/catalog/`,
      `${p}/catalog/new/`,
      `${p}/category/${categories[0].url}/`,
      `${p}/diagrams/${diagram.url}/`,
      `${p}/slides/${diagram.slides[0].urlTitle}/`,
      `${p}/s/${encodeURIComponent(word)}/`,
      ...STATIC_SLUGS[locale].map((slug) => `${p}/${slug}/`),
      `${p}/errors/429/`,
      // Again: answered from the page replays (web/server/pageReplays.ts), with the hashes its first answer had.
      `${p}/`,
      `${p}/catalog/`,
    ]) {
      await watch.visit(path);
    }
    await watch.visit(`${p}/no-such-page/`, { status: 404 });
    await watch.visit(`${p}/s/%ZZ/`, { status: 400 });

    // The checkout, to the download page of a real purchase; each step also loaded as a document.
    const m = messages[locale];
    await addToCart(page, locale, await firstProducts(request, locale, 1));
    await watch.visit(`${p}/checkout/order/`, { nonce: true });
    await page.getByRole('link', { name: m['checkout.order.continue'], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${p}/checkout/data/$`));
    await watch.visit(`${p}/checkout/data/`, { nonce: true });
    await enterCustomer(page, locale, 'DE');
    await watch.visit(`${p}/checkout/payment/`, { nonce: true });
    await pay(page, locale, '4242 4242 4242 4242');
    await expect(page).toHaveURL(new RegExp(`${p}/checkout/download/[^/]+/$`));
    await watch.visit(new URL(page.url()).pathname, { nonce: true });
    await expect(page.getByRole('main').locator('a[download]')).toHaveCount(1);

    expect(watch.problems).toEqual([]);
  });
}
