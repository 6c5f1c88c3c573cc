import { gql } from './support/catalogue';
import { addToCart, BUYER, enterCustomer, firstProducts, messages, pay } from './support/checkout';
import { startGatewayStandIn } from './support/gatewayStandIn';
import { secondWebUrl, startSecondWeb } from './support/secondWeb';
import { expect, test } from './support/test';

// A second web whose gateway is a stand-in in front of the stack's: it passes requests on until a test makes it hang
// or answer UPSTREAM_UNAVAILABLE. The stack's own web and gateway are never disturbed.
test.describe.configure({ mode: 'serial' });

const PORT_OFFSET = 13;
const TIMEOUT_MS = 2000;
const fr = messages.fr;
let gateway: Awaited<ReturnType<typeof startGatewayStandIn>>;
let web: Awaited<ReturnType<typeof startSecondWeb>> | undefined;

test.use({ baseURL: secondWebUrl(PORT_OFFSET), locale: 'fr-FR' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  gateway = await startGatewayStandIn();
  web = await startSecondWeb({
    name: 'gateway-outage-web',
    portOffset: PORT_OFFSET,
    env: { GATEWAY_URL: gateway.url, GATEWAY_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
});

test.afterAll(async () => {
  web?.stop();
  await gateway?.stop();
});

test.beforeEach(() => {
  gateway.state.mode = 'pass';
});

test('a cached page still serves while the gateway hangs; a page whose data it never sends shows the French 500 page within the timeout', async ({
  page,
  request,
}) => {
  // Asked outside the browser, whose six connections the page's prefetches (hanging too) would hold.
  const catalogue = () => request.get('/fr/catalog/', { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
  expect(await (await catalogue()).text()).toContain(fr['catalog.title']);

  gateway.state.mode = 'hang';
  const cachedStart = Date.now();
  const cached = await catalogue();
  expect(Date.now() - cachedStart).toBeLessThan(TIMEOUT_MS);
  expect(cached.status()).toBe(200);
  expect(await cached.text()).toContain(fr['catalog.title']);

  const started = Date.now();
  const answer = await page.goto(`/fr/s/${encodeURIComponent(`panne-${Date.now()}`)}/`);
  // Crawlers, shared caches and monitoring see the failure too.
  expect(answer?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1, name: fr['errors.serverError.title'] })).toBeVisible();
  await expect(page.getByText(fr['errors.serverError.message'])).toBeVisible();
  await expect(page.getByText(fr['errors.code'].replace('{status}', '500'))).toBeVisible();
  // The stand-in never answers: without the deadline this would wait for good. With it, the deadline and a render
  // (on two cores shared with the whole stack: seconds).
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 8000);
});

test('a cached page rendered while the gateway is out of reach answers 500, its short-lived copy too, and its content once the gateway is back', async ({
  request,
}) => {
  const { catalogue } = await gql<{ catalogue: { items: { url: string }[] } }>(
    request,
    'query { catalogue(locale: fr, pageSize: 1, sort: PRICE_DESC) { items { url } } }',
  );
  const path = `/fr/diagrams/${catalogue.items[0].url}/`;
  gateway.state.mode = 'unavailable';
  // The render, then (within the copy's second, or rendered again) the next request: both say so in the status.
  for (const answer of [await request.get(path), await request.get(path)]) {
    expect(answer.status()).toBe(500);
    expect(await answer.text()).toContain(fr['errors.serverError.title']);
  }
  gateway.state.mode = 'pass';
  await expect(async () => {
    const answer = await request.get(path);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('id="slides-title"');
  }).toPass({ timeout: 10_000 });
});

test('checkout with the gateway failing says so in French at each step, keeps the cart and details, and goes through once it is back', async ({
  page,
  request,
}) => {
  // Two waits for the deadline, then a whole purchase.
  test.slow();
  const products = await firstProducts(request, 'fr', 1);
  await addToCart(page, 'fr', products);
  const lines = page.locator('li[data-diagram-id]');
  const unavailable = page.getByRole('alert').filter({ hasText: fr['checkout.error.unavailable'] });

  // Pricing, with a gateway that hangs: the web's proxy gives up at its deadline.
  gateway.state.mode = 'hang';
  await page.goto('/fr/checkout/order/');
  await expect(unavailable).toBeVisible({ timeout: TIMEOUT_MS + 5000 });
  await expect(lines).toHaveCount(1);
  await page.reload();
  await expect(unavailable).toBeVisible({ timeout: TIMEOUT_MS + 5000 });
  await expect(lines).toHaveCount(1);
  gateway.state.mode = 'pass';
  await page.getByRole('button', { name: fr['checkout.retry'] }).click();
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await expect(unavailable).toHaveCount(0);

  // Creating the order, with a gateway that answers UPSTREAM_UNAVAILABLE: the form keeps what was typed.
  await page.getByRole('link', { name: fr['checkout.order.continue'], exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/data\/$/);
  gateway.state.mode = 'unavailable';
  await page.getByLabel(fr['checkout.data.email.label'], { exact: true }).fill(BUYER);
  await page.getByLabel(fr['checkout.data.name.label']).fill('Ann Buyer');
  await page.getByLabel(fr['checkout.data.country.label']).selectOption('FR');
  await page.getByRole('button', { name: fr['checkout.data.submit'] }).click();
  await expect(unavailable).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/checkout\/data\/$/);
  await expect(page.getByLabel(fr['checkout.data.email.label'], { exact: true })).toHaveValue(BUYER);
  gateway.state.mode = 'pass';
  await enterCustomer(page, 'fr', 'FR');
  const cardNumber = page.getByLabel(fr['checkout.payment.number.label']);
  await expect(cardNumber).toBeVisible();

  // The order, reloaded while the shop is out of reach, then again once it is back.
  gateway.state.mode = 'unavailable';
  await page.reload();
  await expect(unavailable).toBeVisible();
  gateway.state.mode = 'pass';
  await page.getByRole('button', { name: fr['checkout.retry'] }).click();
  await expect(cardNumber).toBeVisible();

  // Paying: refused while the shop is out of reach, then paid once, with the same order.
  gateway.state.mode = 'unavailable';
  await pay(page, 'fr', '4242 4242 4242 4242');
  await expect(unavailable).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/checkout\/payment\/$/);
  gateway.state.mode = 'pass';
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/fr\/checkout\/download\/[^/]+\/$/);
  await expect(page.getByRole('main').locator('a[download]')).toHaveCount(1);
});
