import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Page } from '@playwright/test';
import { type CheckoutLocale, addToCart, enterCustomer, messages } from './support/checkout';
import { awaitMail, mailsTo } from './support/outbox';
import { planStored, registerInPlace } from './support/plans';
import plansDe from '../../web/messages/plans/de.json';
import plansFr from '../../web/messages/plans/fr.json';
import creditsDe from '../../web/messages/credits/de.json';
import { expect, test } from './support/test';

// Issue 31: orders paid on Stripe's page. The stack's shop takes cards with the built-in provider (the default);
// this spec starts a second shop (backend, gateway, web from the same build) with PAYMENT_PROVIDER=stripe and the
// stand-in of Stripe as its API, hosted page and webhook sender: scripts/lib/stripe-shop.mjs.
const OFFSET = 21 + Number(process.env.TEST_PORT_OFFSET ?? 0);
const WEBHOOK_SECRET = 'whsec_e2e_stripe_checkout';
const CLIENT_TOKEN = 'e2e-stripe-client-token';
const root = join(__dirname, '../..');
const work = join(root, '.tmp/test');

let shopProcess: ChildProcess | undefined;
let shop: { web: string; gateway: string; backend: string; stripe: string };

const control = async (route: string, body: unknown = {}) => {
  const response = await fetch(`${shop.stripe}/_stand-in/${route}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status, `stand-in ${route}`).toBe(200);
  return response.json();
};

/** A look-up on this shop's gateway, as an internal client. */
async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`${shop.gateway}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-token': CLIENT_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  const { data, errors } = (await response.json()) as { data: T; errors?: unknown };
  expect(errors).toBeUndefined();
  return data;
}

const firstTitles = async (locale: CheckoutLocale, count: number) =>
  (
    await gql<{ catalogue: { items: { title: string }[] } }>(
      'query($locale: Locale!, $size: Int) { catalogue(locale: $locale, pageSize: $size) { items { title } } }',
      { locale, size: count },
    )
  ).catalogue.items;

const orderStatus = async (key: string) =>
  (
    await gql<{ order: { status: string } }>('query($key: String!) { order(locale: en, key: $key) { status } }', {
      key,
    })
  ).order.status;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${3100 + OFFSET}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  mkdirSync(work, { recursive: true });
  shopProcess = spawn(
    process.execPath,
    [join(root, 'scripts/lib/stripe-shop.mjs'), '--offset', String(OFFSET), '--work', work],
    {
      env: { ...process.env, WEBHOOK_SECRET, STRIPE_SHOP_CLIENT_TOKEN: CLIENT_TOKEN },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const started = once(createInterface({ input: shopProcess.stdout! }), 'line');
  const failed = once(shopProcess, 'exit').then(([code]) => {
    throw new Error(`scripts/lib/stripe-shop.mjs exited (${code}); logs in .tmp/test/stripe-*.log`);
  });
  const [line] = (await Promise.race([started, failed])) as string[];
  shop = JSON.parse(line);
});

test.afterAll(async () => {
  if (!shopProcess) return;
  shopProcess.kill('SIGTERM');
  await once(shopProcess, 'exit');
});

test.afterEach(() => control('delivery', { mode: 'now' }));

/** Cart of the first `count` diagrams, customer step as `email`, then "pay securely": on Stripe's page. */
async function toStripe(page: Page, locale: CheckoutLocale, email: string, country: string, count = 2) {
  const m = messages[locale];
  const titles = await firstTitles(locale, count);
  await addToCart(page, locale, titles);
  await page.goto(`/${locale}/checkout/order/`);
  await page.getByRole('link', { name: m['checkout.order.continue'], exact: true }).click();
  await enterCustomer(page, locale, country, email);
  await expect(page.getByRole('heading', { name: m['checkout.payment.hosted.title'] })).toBeVisible();
  // No card field on the shop's page: card numbers never reach it.
  await expect(page.getByLabel(m['checkout.payment.number.label'])).toHaveCount(0);
  const total = (await page.getByTestId('order-total').textContent())!;
  const pay = m['checkout.payment.hosted.pay'].replace('{total}', total);
  await page.getByRole('button', { name: pay }).click();
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  return { total, titles };
}

/** Fills the stand-in's hosted page (in `locale`) with a test card and pays. */
async function payOnStripe(page: Page, card: string, texts: { card: string; expiry: string; cvc: string }) {
  await page.getByLabel(texts.card).fill(card);
  await page.getByLabel(texts.expiry).fill('12 / 34');
  await page.getByLabel(texts.cvc).fill('123');
  await page.locator('form button[type=submit]').click();
}

const FR = { card: 'Numéro de carte', expiry: 'Expiration (MM / AA)', cvc: 'CVC' };
const DE = { card: 'Kartennummer', expiry: 'Ablaufdatum (MM / JJ)', cvc: 'Prüfnummer' };
/** The purchase's receipt the web keeps for the analytics beacon (HttpOnly, its path only): the purchase is reported. */
const purchaseReceiptKept = async (page: Page) =>
  (await page.context().cookies(new URL('/analytics/collect/', page.url()).href)).some(
    (cookie) => cookie.name === 'shop_purchase' && cookie.httpOnly && cookie.value.length > 0,
  );
const receiptTo = (email: string) => awaitMail(email, (mail) => /\.pptx|download/i.test(mail.text ?? ''));

const planTexts = { fr: plansFr, de: plansDe };

/**
 * A plan chosen, an account registered in place, the first period paid on Stripe's page: the welcome step shows the
 * plan's credits (after "confirming" while the webhook is late). Answers the credits of one period.
 */
async function subscribeOnStripe(page: Page, locale: 'fr' | 'de', texts: typeof FR) {
  const { plans } = await gql<{ plans: { legacyId: number; name: string; credits: number; bonus: number }[] }>(
    'query($locale: Locale!) { plans(locale: $locale) { legacyId name credits bonus } }',
    { locale },
  );
  const plan = plans.find((each) => each.bonus > 0) ?? plans[0];
  await page.goto(`/${locale}/checkout/plan/order/?plan=${plan.legacyId}`);
  await planStored(page, plan);
  await page.goto(`/${locale}/checkout/plan/data/`);
  await registerInPlace(page, locale);
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/plan/payment/$`));
  await expect(page.getByRole('heading', { name: messages[locale]['checkout.payment.hosted.title'] })).toBeVisible();
  await expect(page.getByLabel(messages[locale]['checkout.payment.number.label'])).toHaveCount(0);
  await page.locator('[aria-labelledby=hosted-payment-title] button').click();
  await expect(page).toHaveURL(/\/pay\/cs_test_\w+$/);
  await payOnStripe(page, '4242 4242 4242 4242', texts);
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/plan/welcome/\\?paying=1$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    planTexts[locale]['plans.welcome.title'].replace('{plan}', plan.name),
  );
  const period = plan.credits + plan.bonus;
  await expect(page.getByTestId('credit-balance')).toHaveAttribute('data-balance', String(period));
  await expect.poll(() => purchaseReceiptKept(page)).toBe(true);
  return period;
}

test("in French: a plan paid on Stripe's page, confirmed on the welcome step after a late webhook", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await control('delivery', { mode: 'late', delayMs: 3000 });
  const confirming = page.waitForSelector('[data-testid=payment-confirming]');
  await subscribeOnStripe(page, 'fr', FR);
  await confirming;
});

test("in French: paid on Stripe's page, its webhook delivered twice: paid once, one receipt, the cart emptied", async ({
  page,
}) => {
  const fr = messages.fr;
  const email = 'stripe-fr@example.com';
  await control('delivery', { mode: 'twice' });
  const { total, titles } = await toStripe(page, 'fr', email, 'FR');
  // Stripe's page in the visitor's language, for the order's lines and total.
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  for (const { title } of titles) await expect(page.getByText(title)).toBeVisible();

  // A declined card stays on Stripe's page; the order is not paid.
  await payOnStripe(page, '4000 0000 0000 0002', FR);
  await expect(page.getByRole('alert')).toHaveText('Votre carte a été refusée.');
  await payOnStripe(page, '4242 4242 4242 4242', FR);

  await expect(page).toHaveURL(/\/fr\/checkout\/download\/[^/]+\/\?paying=1$/);
  await expect(page.getByTestId('order-paid')).toHaveText(fr['checkout.download.paid'].replace('{total}', total));
  await expect(page.getByRole('main').locator('a[download]')).toHaveCount(2);
  await expect.poll(() => purchaseReceiptKept(page)).toBe(true);
  const receipt = await receiptTo(email);
  expect(receipt.subject).toBeTruthy();
  await page.waitForTimeout(1000);
  expect(await mailsTo(email)).toHaveLength(1);

  // The cart that made the order is empty, and the payment step leads back to these downloads.
  const download = page.url().replace(/\?.*$/, '');
  await page.goto('/fr/checkout/payment/');
  await expect(page).toHaveURL(download);
});

test.describe('a German visitor', () => {
  test.use({ locale: 'de-DE' });

  test('in German: back from Stripe before the late webhook, the page confirms, then shows the files by itself', async ({
    page,
  }) => {
    const de = messages.de;
    await control('delivery', { mode: 'late', delayMs: 4000 });
    await toStripe(page, 'de', 'stripe-de@example.com', 'DE', 1);
    // A card that asks for authentication (3-D Secure) first.
    await payOnStripe(page, '4000 0025 0000 3155', DE);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page).toHaveURL(/\/de\/checkout\/download\/[^/]+\/\?paying=1$/);
    await expect(page.getByTestId('payment-confirming')).toHaveText(de['checkout.download.confirming']);
    await expect(page.getByRole('main').locator('a[download]')).toHaveCount(1, { timeout: 15_000 });
    await receiptTo('stripe-de@example.com');
  });

  test("in German: a plan paid on Stripe's page, a renewal's credits once, a failed one paid in the billing portal", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const period = await subscribeOnStripe(page, 'de', DE);

    // Stripe renews: its invoice, delivered twice, grants the period's credits once.
    type Event = { type: string; data: { object: { id: string } } };
    const { events } = (await (await fetch(`${shop.stripe}/_stand-in/events`)).json()) as { events: Event[] };
    const stripeSubscription = events.filter((event) => event.type === 'customer.subscription.created').at(-1)!.data
      .object.id;
    await control('delivery', { mode: 'twice' });
    await control(`subscriptions/${stripeSubscription}/renew`, { outcome: 'paid' });
    await control('delivery', { mode: 'now' });
    await page.goto('/de/account/');
    await expect(page.getByTestId('credit-balance')).toContainText(String(2 * period));

    // A failed renewal: past due, paid in Stripe's billing portal from the account page.
    await control(`subscriptions/${stripeSubscription}/renew`, { outcome: 'failed' });
    await page.reload();
    await expect(page.getByTestId('plan-past-due')).toHaveText(creditsDe['credits.pastDue']);
    await page.getByRole('button', { name: creditsDe['credits.billingPortal'] }).click();
    await expect(page).toHaveURL(/\/billing\/bps_\w+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByLabel(DE.card).fill('4242 4242 4242 4242');
    await page.getByLabel(DE.expiry).fill('12 / 34');
    await page.getByLabel(DE.cvc).fill('123');
    await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
    await page.getByRole('link', { name: 'Zurück zum Shop' }).click();
    await expect(page).toHaveURL(/\/de\/account\/$/);
    await expect(page.locator('[data-status]')).toHaveAttribute('data-status', 'ACTIVE');
    await expect(page.getByTestId('credit-balance')).toContainText(String(3 * period));
  });

  test('in German: a tab closed on the way back still gets the order paid and the receipt; a refund revokes the files', async ({
    page,
    context,
  }) => {
    const de = messages.de;
    const email = 'stripe-tab@example.com';
    await control('delivery', { mode: 'hold' });
    await toStripe(page, 'de', email, 'AT', 1);
    await payOnStripe(page, '4242 4242 4242 4242', DE);
    await expect(page).toHaveURL(/\/de\/checkout\/download\/[^/]+\/\?paying=1$/);
    await expect(page.getByTestId('payment-confirming')).toBeVisible();
    const key = page.url().match(/\/download\/([^/]+)\//)![1];
    await page.close();

    await control('release');
    await control('delivery', { mode: 'now' });
    expect(await orderStatus(key)).toBe('PAID');
    await receiptTo(email);

    // Refunded in full from Stripe's dashboard: the page says so, the links stop working.
    const later = await context.newPage();
    await later.goto(`/de/checkout/download/${key}/`);
    const link = (await later.getByRole('main').locator('a[download]').getAttribute('href'))!;
    type Event = { type: string; data: { object: { id: string } } };
    const { events } = (await (await fetch(`${shop.stripe}/_stand-in/events`)).json()) as { events: Event[] };
    const completed = events.filter((event) => event.type === 'checkout.session.completed').at(-1)!;
    const session = (await (
      await fetch(`${shop.stripe}/v1/checkout/sessions/${completed.data.object.id}`, {
        headers: { authorization: 'Bearer sk_test_stripe_shop' },
      })
    ).json()) as { payment_intent: string };
    await control(`payment_intents/${session.payment_intent}/refund`);
    await later.reload();
    await expect(later.getByRole('main')).toContainText(de['checkout.download.refunded']);
    expect((await fetch(link)).status).not.toBe(200);
  });
});

test('a forged webhook is refused (400) and pays nothing; a charge of another amount leaves the order unpaid', async ({
  page,
}) => {
  const forged = await fetch(`${shop.backend}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=00` },
    body: JSON.stringify({ id: 'evt_forged', type: 'checkout.session.completed', data: { object: {} } }),
  });
  expect(forged.status).toBe(400);

  await toStripe(page, 'fr', 'stripe-amount@example.com', 'BE', 1);
  const id = page.url().split('/').pop();
  await control(`checkout/sessions/${id}/amount`, { amount_total: 1 });
  await payOnStripe(page, '4242 4242 4242 4242', FR);
  await expect(page.getByTestId('payment-confirming')).toBeVisible();
  const key = page.url().match(/\/download\/([^/]+)\//)![1];
  await page.waitForTimeout(2500);
  expect(await orderStatus(key)).toBe('CREATED');
  await expect(page.getByTestId('payment-confirming')).toBeVisible();
});
