import type { Page } from '@playwright/test';
import accountFr from '../../web/messages/account/fr.json';
import wishlistEn from '../../web/messages/wishlist/en.json';
import wishlistFr from '../../web/messages/wishlist/fr.json';
import { addToCart, enterCustomer, firstProducts, messages, pay } from './support/checkout';
import { catalogue } from './support/catalogue';
import { persisted } from './support/operations';
import { expect, test } from './support/test';

const w = wishlistEn;
const heart = (page: Page, title: string) =>
  page.getByRole('button', { name: w['wishlist.heart.label'].replace('{title}', title), exact: true });
/** The header's wishlist link; its name ends with the count badge's words when the list is not empty. */
const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: new RegExp(`^${messages.en['header.wishlist']}`) });
const items = (count: number) => new RegExp(`${count} items?$`);

test('a visitor keeps a wishlist without an account: tile and diagram page, badge, reload, second tab, remove', async ({
  page,
  context,
  request,
}) => {
  const [first, second] = await firstProducts(request, 'en', 2);
  const [, secondSummary] = await catalogue(request, 'en', 2);

  await page.goto('/catalog/');
  await expect(wishlistLink(page)).toHaveAccessibleName(messages.en['header.wishlist']);
  await heart(page, first.title).click();
  await expect(heart(page, first.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName(items(1));

  // From the diagram page: the same heart, bigger.
  await page.goto(`/diagrams/${secondSummary.url}/`);
  await expect(heart(page, second.title)).toHaveAttribute('aria-pressed', 'false');
  await heart(page, second.title).click();
  await expect(heart(page, second.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName(items(2));

  // The server issued an anonymous id, kept with the list; a reload keeps both (and the server agrees).
  const anonymousUserId = await page.evaluate(() => localStorage.getItem('anonymousUserId'));
  expect(anonymousUserId).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  await page.reload();
  await expect(heart(page, second.title)).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistLink(page)).toHaveAccessibleName(items(2));

  // The wishlist page: picture, title, price in the visitor's currency, add to cart, remove.
  await page.goto('/wishlist/');
  const rows = page.getByRole('main').locator('li[data-diagram-id]');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(first.title);
  await expect(rows.first().locator('[data-currency]')).toHaveAttribute('data-currency', 'USD');
  await expect(rows.first().locator('img')).toBeVisible();
  await rows
    .first()
    .getByRole('button', { name: messages.en['cart.add.label'].replace('{title}', first.title) })
    .click();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(items(1));

  // A second tab sees the same list, and hears of the first tab's removal without a reload.
  const other = await context.newPage();
  await other.goto('/wishlist/');
  await expect(other.getByRole('main').locator('li[data-diagram-id]')).toHaveCount(2);
  await page.getByRole('button', { name: w['wishlist.remove.label'].replace('{title}', first.title) }).click();
  await expect(rows).toHaveCount(1);
  await expect(other.getByRole('main').locator('li[data-diagram-id]')).toHaveCount(1);
  await expect(wishlistLink(other)).toHaveAccessibleName(items(1));

  // Removing the last one shows the empty state; a reload confirms the server forgot them too.
  await page.getByRole('button', { name: w['wishlist.remove.label'].replace('{title}', second.title) }).click();
  await expect(page.getByTestId('wishlist-empty')).toContainText(w['wishlist.empty.title']);
  await expect(wishlistLink(page)).toHaveAccessibleName(messages.en['header.wishlist']);
  await page.reload();
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
});

test('an anonymous id the browser made up is replaced by one the server signed, and the wishlist survives a reload', async ({
  page,
  request,
}) => {
  const [, , third] = await firstProducts(request, 'en', 3);
  const forged = 'a'.repeat(22);
  await page.goto('/catalog/');
  await page.evaluate((id) => localStorage.setItem('anonymousUserId', id), forged);
  await page.reload();
  await heart(page, third.title).click();
  await expect(heart(page, third.title)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('anonymousUserId'))).toMatch(/^[A-Za-z0-9_-]{48}$/);
  await page.reload();
  await expect(heart(page, third.title)).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/wishlist/');
  const rows = page.getByRole('main').locator('li[data-diagram-id]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(third.title);
});

test('the server is the truth: a list emptied elsewhere empties this browser on the next page', async ({
  page,
  request,
}) => {
  const [product] = await firstProducts(request, 'en', 1);
  await page.goto('/catalog/');
  await heart(page, product.title).click();
  await expect(heart(page, product.title)).toHaveAttribute('aria-pressed', 'true');
  // Another device (same anonymous id) removes it through the gateway.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]'));
  const removed = await request.post('/graphql/', {
    data: persisted('RemoveFavourite', { id: stored[0].favouriteId, anonymousUserId: stored[0].anonymousUserId }),
  });
  expect((await removed.json()).data).toEqual({ __typename: 'Mutation', removeFavourite: true });
  await page.goto('/wishlist/');
  await expect(page.getByTestId('wishlist-empty')).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName(messages.en['header.wishlist']);
});

test("a favourite that is not this visitor's cannot be removed, and the refusal is said in French", async ({
  page,
  request,
}) => {
  const [product] = await firstProducts(request, 'fr', 1);
  await page.goto('/fr/catalog/');
  const frHeart = page.getByRole('button', {
    name: wishlistFr['wishlist.heart.label'].replace('{title}', product.title),
    exact: true,
  });
  await frHeart.click();
  await expect(frHeart).toHaveAttribute('aria-pressed', 'true');
  // The stored favourite now points at an id that is not this visitor's (a forged entry).
  await page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem('wishlist') ?? '[]');
    list[0].favouriteId = '999999999';
    localStorage.setItem('wishlist', JSON.stringify(list));
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
  });
  await frHeart.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(wishlistFr['wishlist.error.unknownFavourite']);
  await expect(frHeart).toHaveAttribute('aria-pressed', 'true');
});

test('a paid order stays reachable: the payment step leads to its downloads, not to the data step', async ({
  page,
  request,
}) => {
  const products = await firstProducts(request, 'en', 1);
  await addToCart(page, 'en', products);
  await page.goto('/checkout/data/');
  await enterCustomer(page, 'en', 'US');
  await pay(page, 'en', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/download\/[^/]+\/$/);
  const download = page.url();
  // The cart was cleared by the payment…
  await expect(page.getByRole('banner')).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  // …and the back button, or a bookmark of the payment step, lead to the paid order's downloads.
  await page.goBack();
  await expect(page).toHaveURL(download);
  await page.goto('/checkout/payment/');
  await expect(page).toHaveURL(download);
  await expect(page.getByRole('main').locator('a[download]')).toHaveCount(1);
});

test('a French buyer gets a French download page: titles and files in the order language', async ({
  page,
  request,
}) => {
  const products = await firstProducts(request, 'fr', 2);
  const urls = (await catalogue(request, 'fr', 2)).map((diagram) => diagram.url);
  await addToCart(page, 'fr', products);
  await page.goto('/fr/checkout/data/');
  await enterCustomer(page, 'fr', 'FR');
  await pay(page, 'fr', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/fr\/checkout\/download\/[^/]+\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.fr['checkout.download.title']);
  const lines = page.getByRole('main').locator('li:has(a[download])');
  await expect(lines).toHaveCount(2);
  for (const [index, product] of products.entries()) {
    const line = lines.filter({ hasText: product.title });
    await expect(line.locator('a[download]')).toHaveAttribute('download', `${urls[index]}.pptx`);
  }
  // "Send my links again" works for a guest too: the order key is the proof.
  await page.getByRole('button', { name: accountFr['account.purchases.resend'] }).click();
  await expect(page.getByText(accountFr['account.purchases.resent'])).toBeVisible();
});
