import { addToCart, firstProducts, messages } from './support/checkout';
import { persisted } from './support/operations';
import { expect, test } from './support/test';

// Needs the gateway's rate limits (issue 8, lead's part): strict on failed discount-code guesses.

test.describe('a French visitor', () => {
  test.use({ locale: 'fr-FR' });

  test('who tries wrong discount codes until limited lands on the rate-limit page in French', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const m = messages.fr;
    const [product] = await firstProducts(request, 'fr', 1);
    await addToCart(page, 'fr', [product]);
    await page.goto('/fr/checkout/order/');
    const limited = page.getByRole('heading', { level: 1, name: m['errors.rateLimit.title'] });

    for (let attempt = 1; attempt <= 60 && !(await limited.isVisible()); attempt++) {
      const code = `GUESS${attempt}`;
      await page.getByLabel(m['checkout.code.label']).fill(code);
      await page.getByRole('button', { name: m['checkout.code.apply'] }).click();
      await expect(page.locator('[data-code-status=UNKNOWN]', { hasText: code }).or(limited)).toBeVisible();
    }

    await expect(page).toHaveURL(/\/fr\/errors\/429\/$/);
    await expect(limited).toBeVisible();
    await expect(page.getByRole('main')).toContainText(m['errors.rateLimit.message']);

    // The same client asking again through /graphql/ gets the gateway's 429 and Retry-After unchanged.
    const response = await request.post('/graphql/', {
      data: persisted('PriceCart', { locale: 'fr', items: [{ diagramId: product.legacyId }], code: 'GUESS-AGAIN' }),
    });
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
  });
});
