import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import wishlistEn from '../../web/messages/wishlist/en.json';
import { addToCart, enterCustomer, firstProducts } from './support/checkout';
import { pageTypes, settled } from './support/pageTypes';
import { walkToPayment } from './support/plans';
import { expect, test } from './support/test';

/** WCAG 2.1 A and AA, the shop's target. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's violations, each with its rule, impact and the first offending elements (readable on failure). */
async function violations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  );
}

test.describe('axe-core, WCAG 2.1 AA: no violations', () => {
  test.describe.configure({ timeout: 300_000 });

  for (const locale of ['en', 'fr'] as const) {
    test(`on every page type (${locale})`, async ({ page, request }) => {
      const found: Record<string, string[]> = {};
      for (const { name, path } of await pageTypes(request, locale)) {
        await page.goto(path);
        await settled(page);
        const problems = await violations(page);
        if (problems.length > 0) found[`${name} ${path}`] = problems;
      }
      expect(found).toEqual({});
    });
  }

  test('with a diagram in the cart and the wishlist: catalogue with the menu open, wishlist, cart, data and payment steps', async ({
    page,
    request,
  }) => {
    const products = await firstProducts(request, 'en', 1);
    await addToCart(page, 'en', products);
    const found: Record<string, string[]> = {};
    const check = async (name: string) => {
      await settled(page);
      const problems = await violations(page);
      if (problems.length > 0) found[name] = problems;
    };
    // The catalogue with a diagram in the cart ("In cart" links), a saved heart and the templates menu open.
    await page
      .getByRole('button', { name: wishlistEn['wishlist.heart.label'].replace('{title}', products[0].title) })
      .click();
    await expect(page.locator('button[aria-pressed=true]')).toHaveCount(1);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /templates/i })
      .click();
    await check('catalog with the menu open');
    await page.goto('/wishlist/');
    await expect(page.locator('li[data-diagram-id]')).toHaveCount(1);
    await check('wishlist with a diagram');
    await page.goto('/checkout/order/');
    await expect(page.locator('li[data-diagram-id]')).toHaveCount(1);
    await check('cart');
    await page.goto('/checkout/data/');
    await check('checkout data');
    await enterCustomer(page, 'en', 'US');
    await check('checkout payment');
    expect(found).toEqual({});
  });

  test('the plans and the plan checkout up to payment', async ({ page }) => {
    const found: Record<string, string[]> = {};
    await walkToPayment(page, 'en', async (name) => {
      await settled(page);
      const problems = await violations(page);
      if (problems.length > 0) found[name] = problems;
    });
    expect(found).toEqual({});
  });
});
