import type { Page } from '@playwright/test';
import consentFr from '../../web/messages/consent/fr.json';
import wishlistEn from '../../web/messages/wishlist/en.json';
import { addToCart, enterCustomer, firstProducts, messages, pay } from './support/checkout';
import { expect, test } from './support/test';

type SentEvent = { event: string; page_path?: string; page_title?: string; [parameter: string]: unknown };

/**
 * Every beacon the page sends to the shop's collection endpoint, with the server's answer. The queue sends with
 * fetch keepalive, whose bodies Playwright can read (sendBeacon's it cannot). A flush sent while the page unloads
 * reaches the server but is not reported to Playwright (Chromium 2026-11): tests wait for the 3000 ms drain instead.
 */
function beacons(page: Page) {
  type Sent = { events: SentEvent[]; answer?: { status?: number; setCookie: string | null } };
  const sent: Sent[] = [];
  page.context().on('request', (request) => {
    if (!request.url().endsWith('/analytics/collect/')) return;
    const beacon: Sent = { events: (JSON.parse(request.postData() ?? '{}') as { events: SentEvent[] }).events };
    sent.push(beacon);
    void request.response().then(async (response) => {
      // Set once both are known: a beacon with an answer has its whole answer.
      const setCookie = (await response?.headerValue('set-cookie')) ?? null;
      beacon.answer = { status: response?.status(), setCookie };
    });
  });
  return {
    sent,
    named: (name: string) => sent.flatMap((beacon) => beacon.events).filter((event) => event.event === name),
    /** Every beacon answered, all with 202 Accepted. */
    allAccepted: () => sent.every((beacon) => beacon.answer?.status === 202),
  };
}

test('a client-side navigation from a menu link reports the click and one page view with its path and title', async ({
  page,
}) => {
  const collected = beacons(page);
  await page.goto('/fr/');
  await expect.poll(() => collected.named('page_view').map((event) => event.page_path)).toEqual(['/fr/']);
  const homeTitle = await page.title();
  expect(collected.named('page_view')[0].page_title).toBe(homeTitle);

  const faq = page.getByRole('banner').getByRole('link', { name: messages.fr['header.nav.faq'], exact: true });
  const faqPath = new URL((await faq.getAttribute('href')) ?? '', page.url()).pathname;
  await page.evaluate(() => {
    (window as unknown as { beforeNavigation: boolean }).beforeNavigation = true;
  });
  await faq.click();
  await expect(page).toHaveURL(new RegExp(`${faqPath}$`));
  await expect(page).not.toHaveTitle(homeTitle);
  const faqTitle = await page.title();
  // The same document: a client-side navigation, not a page load.
  expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);

  await expect
    .poll(() => collected.named('page_view').map(({ page_path, page_title }) => ({ page_path, page_title })))
    .toEqual([
      { page_path: '/fr/', page_title: homeTitle },
      { page_path: faqPath, page_title: faqTitle },
    ]);
  expect(collected.named('menu_click')).toEqual([
    expect.objectContaining({ event_category: 'Menu', event_label: messages.fr['header.nav.faq'], page_path: '/fr/' }),
  ]);
  await expect.poll(() => collected.allAccepted()).toBe(true);
});

test('the cart reports add_to_cart, remove_from_cart and begin_checkout with the items in the currency shown', async ({
  page,
  request,
}) => {
  const collected = beacons(page);
  const [first, second] = await firstProducts(request, 'en', 2);
  await addToCart(page, 'en', [first, second]);
  // In-app navigation: the queue keeps the same page (a page load would flush it on pagehide instead).
  await page.getByRole('banner').locator('a[href="/checkout/order/"]').click();
  await expect(page).toHaveURL(/\/checkout\/order\/$/);
  await page.getByRole('button', { name: messages.en['cart.remove.label'].replace('{title}', second.title) }).click();
  const total = page.getByTestId('cart-total');
  await expect(total).toBeVisible();
  const currency = await total.getAttribute('data-currency');
  await page.getByRole('link', { name: messages.en['checkout.order.continue'], exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/data\/$/);

  await expect.poll(() => collected.named('begin_checkout').length).toBe(1);
  const names = (event: SentEvent) => (event.items as { item_name: string }[]).map((item) => item.item_name);
  expect(collected.named('add_to_cart').map(names)).toEqual([[first.title], [second.title]]);
  expect(collected.named('remove_from_cart').map(names)).toEqual([[second.title]]);
  const [checkout] = collected.named('begin_checkout');
  expect(checkout).toMatchObject({ event_category: 'Ecommerce', currency, page_path: '/checkout/order/' });
  expect(checkout.items).toEqual([
    expect.objectContaining({ item_id: String(first.legacyId), item_category: 'Diagram', currency, quantity: 1 }),
  ]);
  await expect.poll(() => collected.allAccepted()).toBe(true);
});

test('saving to and removing from the wishlist and a search are reported with the diagram and the term', async ({
  page,
  request,
}) => {
  const collected = beacons(page);
  const [first] = await firstProducts(request, 'en', 1);
  await page.goto('/catalog/');
  const heart = page.getByRole('button', {
    name: wishlistEn['wishlist.heart.label'].replace('{title}', first.title),
    exact: true,
  });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('searchbox').fill('pump');
  await page.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/s\/pump\/?$/);

  await expect.poll(() => collected.named('search')).toEqual([expect.objectContaining({ search_term: 'pump' })]);
  const item = { item_id: String(first.legacyId), item_name: first.title, item_category: 'Diagram', quantity: 1 };
  expect(collected.named('add_to_wishlist')).toEqual([expect.objectContaining({ items: [item] })]);
  expect(collected.named('remove_from_wishlist')).toEqual([expect.objectContaining({ items: [item] })]);
  await expect.poll(() => collected.allAccepted()).toBe(true);
});

test('a purchase reports shipping info with prices and the order by its reference; its key leaves in no beacon', async ({
  page,
  request,
}) => {
  const collected = beacons(page);
  const [product] = await firstProducts(request, 'en', 1);
  await addToCart(page, 'en', [product]);
  // In-app navigations from here on: the queue keeps the same page.
  await page.getByRole('banner').locator('a[href="/checkout/order/"]').click();
  await page.getByRole('link', { name: messages.en['checkout.order.continue'], exact: true }).click();
  await enterCustomer(page, 'en', 'US');
  await pay(page, 'en', '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/checkout\/download\/[^/]+\/$/);
  const key = /\/download\/([^/]+)\//.exec(page.url())?.[1] ?? '';

  await expect
    .poll(() => collected.named('page_view').map((event) => event.page_path))
    .toContain('/checkout/download/[key]/');
  expect(collected.named('add_shipping_info')).toEqual([
    expect.objectContaining({
      items: [
        expect.objectContaining({
          item_id: String(product.legacyId),
          price: expect.stringMatching(/^\d+\.\d{2}$/),
          currency: 'USD',
        }),
      ],
    }),
  ]);
  expect(collected.named('purchase')).toEqual([
    expect.objectContaining({ transaction_id: expect.stringMatching(/^[0-9a-f]{16}$/) }),
  ]);
  expect(key.length).toBeGreaterThan(16);
  expect(JSON.stringify(collected.sent)).not.toContain(key);
  // The shop confirmed it: the payment's receipt went with the purchase, and is spent (purchaseReceipt.ts).
  await expect
    .poll(() => collected.sent.some((beacon) => beacon.answer?.setCookie?.includes('shop_purchase=;')))
    .toBe(true);
  await expect.poll(() => collected.allAccepted()).toBe(true);
});

test.describe('without a consent choice yet', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the French banner asks, a decline persists over a reload, and the footer reopens it to accept', async ({
    page,
    context,
  }) => {
    const collected = beacons(page);
    await page.goto('/fr/');
    const banner = page.getByRole('region', { name: consentFr['consent.title'] });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(consentFr['consent.text']);
    await expect.poll(() => collected.named('page_view').length).toBe(1);
    // Fixed over the page: it takes no room in the layout.
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    // Keyboard: the decline button is reachable and works with Enter.
    await banner.getByRole('button', { name: consentFr['consent.decline'] }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    const consent = async () => (await context.cookies()).find((cookie) => cookie.name === 'shop_consent');
    expect(await consent()).toMatchObject({ value: 'denied', sameSite: 'Lax' });
    expect((await consent())?.expires).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

    await page.reload();
    await expect.poll(() => collected.named('page_view').length).toBe(2);
    await expect(banner).toBeHidden();
    // Declined: the server gives the visitor no id.
    expect((await context.cookies()).some((cookie) => cookie.name === 'shop_vid')).toBe(false);
    await expect.poll(() => collected.allAccepted()).toBe(true);
    expect(collected.sent.map((beacon) => beacon.answer?.setCookie)).toEqual(collected.sent.map(() => null));

    const settings = page.getByRole('contentinfo').getByRole('button', { name: consentFr['consent.settings'] });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await banner.getByRole('button', { name: consentFr['consent.accept'] }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toBeHidden();
    // The keyboard user is back where they reopened it from, not at the top of the page.
    await expect(settings).toBeFocused();
    await page.reload();
    await expect(banner).toBeHidden();
    expect((await consent())?.value).toBe('granted');
    // Granted: the next beacon gets the first-party visitor id.
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'shop_vid')).toBe(true);
  });

  test("the banner is painted with the page's HTML, before its scripts run, and only for a visitor who has not chosen", async ({
    page,
    context,
  }) => {
    // No script of the page's own: what a phone shows while its JavaScript still loads.
    await page.route('**/_next/static/chunks/**/*.js*', (route) => route.abort());
    await page.goto('/fr/', { waitUntil: 'domcontentloaded' });
    const banner = page.getByRole('region', { name: consentFr['consent.title'] });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: consentFr['consent.accept'] })).toBeDisabled();

    const { hostname } = new URL(page.url());
    await context.addCookies([{ name: 'shop_consent', value: 'denied', domain: hostname, path: '/' }]);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('the checkout, which has no footer, offers the cookie settings in its header', async ({ page }) => {
    await page.goto('/fr/checkout/order/');
    const banner = page.getByRole('region', { name: consentFr['consent.title'] });
    await banner.getByRole('button', { name: consentFr['consent.decline'] }).click();
    await expect(banner).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: consentFr['consent.settings'] }).click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
  });

  test('a choice made in another tab hides the banner of this one when it is looked at again', async ({
    page,
    context,
  }) => {
    await page.goto('/fr/');
    const banner = page.getByRole('region', { name: consentFr['consent.title'] });
    await expect(banner).toBeVisible();
    const other = await context.newPage();
    await other.goto('/fr/');
    await other
      .getByRole('region', { name: consentFr['consent.title'] })
      .getByRole('button', {
        name: consentFr['consent.accept'],
      })
      .click();
    await expect(other.getByRole('region', { name: consentFr['consent.title'] })).toBeHidden();

    await page.bringToFront();
    await page.evaluate("document.dispatchEvent(new Event('visibilitychange'))");
    await expect(banner).toBeHidden();
  });
});
