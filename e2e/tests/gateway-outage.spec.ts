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

test('a page whose data the gateway never sends shows the French 500 page within the timeout; a cached page still serves', async ({
  page,
}) => {
  // In the page cache before the outage.
  await page.goto('/fr/catalog/');
  const catalogueTitle = await page.getByRole('heading', { level: 1 }).textContent();

  gateway.state.mode = 'hang';
  const started = Date.now();
  await page.goto(`/fr/s/${encodeURIComponent(`panne-${Date.now()}`)}/`);
  await expect(page.getByRole('heading', { level: 1, name: fr['errors.serverError.title'] })).toBeVisible();
  await expect(page.getByText(fr['errors.serverError.message'])).toBeVisible();
  await expect(page.getByText(fr['errors.code'].replace('{status}', '500'))).toBeVisible();
  // The gateway's deadline, then the render: no wait beyond it.
  expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4000);

  const cachedStart = Date.now();
  await page.goto('/fr/catalog/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogueTitle!);
  expect(Date.now() - cachedStart).toBeLessThan(TIMEOUT_MS);
});

test('checkout with the gateway failing says so in French at each step, keeps the cart and details, and goes through once it is back', async ({
  page,
  request,
}) => {
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
