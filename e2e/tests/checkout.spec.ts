import { expect, test } from './support/test';
import JSZip from 'jszip';
import { addToCart, enterCustomer, firstProducts, messages, pay } from './support/checkout';

test('buy two diagrams in English with a discount code, survive a reload, and download real .pptx files', async ({
  page,
  request,
}) => {
  const products = await firstProducts(request, 'en', 2);
  await addToCart(page, 'en', products);

  // The code arrives in a link and is applied on arrival.
  await page.goto('/checkout/order/?code=WELCOME10');
  await expect(page.locator('[data-code-status=APPLIED]')).toBeVisible();
  await expect(page.locator('li[data-diagram-id]')).toHaveCount(2);
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveAttribute('data-currency', 'USD');
  await expect(page.getByTestId('cart-discount')).toContainText('$');

  // A reload midway keeps the cart and its code.
  await page.reload();
  await expect(page.locator('li[data-diagram-id]')).toHaveCount(2);
  await expect(page.locator('[data-code-status=APPLIED]')).toBeVisible();
  const amount = await total.getAttribute('data-price');

  await page.getByRole('link', { name: messages.en['checkout.order.continue'], exact: true }).click();
  await enterCustomer(page, 'en', 'US');

  // A declined card leaves the order unpaid and payable again.
  await pay(page, 'en', '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-declined')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/payment\/$/);
  await pay(page, 'en', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/download\/[^/]+\/$/);
  const key = page.url().match(/\/download\/([^/]+)\//)![1];

  const links = page.getByRole('main').locator('a[download]');
  await expect(links).toHaveCount(2);
  for (const product of products) {
    const link = page.getByRole('main').locator('li', { hasText: product.title }).locator('a[download]');
    const response = await request.get((await link.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    const zip = await JSZip.loadAsync(await response.body());
    const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(product.slideCount);
  }
  expect(amount).not.toBeNull();

  // The paid order's payment page leads to its downloads.
  await page.evaluate((orderKey) => localStorage.setItem('orderKey', orderKey), key);
  await page.goto('/checkout/payment/');
  await expect(page).toHaveURL(new RegExp(`/checkout/download/${key}/$`));
});

test.describe('a German visitor', () => {
  test.use({ locale: 'de-DE' });

  test('sees prices in EUR and buys with a discount code', async ({ page, request }) => {
    const products = await firstProducts(request, 'de', 3);
    await addToCart(page, 'de', products.slice(1));
    await page.goto('/de/checkout/order/?code=WELCOME10');
    await expect(page.locator('[data-code-status=APPLIED]')).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveAttribute('data-currency', 'EUR');
    await expect(page.getByTestId('cart-total')).toContainText('€');
    const shown = await page.getByTestId('cart-total').getAttribute('data-price');

    await page.getByRole('link', { name: messages.de['checkout.order.continue'], exact: true }).click();
    await enterCustomer(page, 'de', 'DE');
    await pay(page, 'de', '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/de\/checkout\/download\/[^/]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de['checkout.download.title']);
    await expect(page.getByRole('main').locator('a[download]')).toHaveCount(2);

    // The download page says what was charged: the amount and currency the visitor was shown, in German.
    const paid = page.getByTestId('order-paid');
    await expect(paid).toHaveAttribute('data-currency', 'EUR');
    await expect(paid).toHaveAttribute('data-price', shown!);
    await expect(paid).toHaveText(
      new RegExp(`^${messages.de['checkout.download.paid'].replace('{total}', '')}\\d+,\\d{2}\\s€$`),
    );
  });
});

test('unknown and expired codes get a clear message', async ({ page, request }) => {
  const [product] = await firstProducts(request, 'en', 1);
  await addToCart(page, 'en', [product]);
  await page.goto('/checkout/order/?code=NOPE');
  await expect(page.locator('[data-code-status=UNKNOWN]')).toContainText('NOPE');
  await page.goto('/checkout/order/?code=EXPIRED5');
  await expect(page.locator('[data-code-status=EXPIRED]')).toContainText('EXPIRED5');
});

test('the payment page without an order goes to the customer step', async ({ page }) => {
  await page.goto('/checkout/payment/');
  await expect(page).toHaveURL(/\/checkout\/data\/$/);
});
