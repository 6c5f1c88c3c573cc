// The soak's buyers: each its own address, buying through the web as the browser's checkout does (cart pricing,
// order, payment, download page, file), again and again until the run ends. A call that fails without a known
// outcome is retried with the same idempotency key, as the checkout's forms do, so nothing is bought twice.
import { randomBytes } from 'node:crypto';
import { think } from './soak-visitors.mjs';
import { browser } from './web-operations.mjs';

const LOCALES = ['en', 'fr', 'de', 'es', 'pt'];
const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Soak Buyer' };
/** A retry after a failure without a known outcome: as soon as a visitor would click again. */
const RETRY_MS = 2000;

/** As web/src/features/checkout/steps/idempotency.ts: 32 random bytes, base64url. */
const newIdempotencyKey = () => randomBytes(32).toString('base64url');

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call` until it resolves, retrying failures until the run ends; undefined when it never succeeded. */
async function untilDone(call, until) {
  while (until()) {
    try {
      return await call();
    } catch {
      await pause(RETRY_MS);
    }
  }
  return undefined;
}

/** The paid order's download page through the web, and its first file: true when both answer. */
export async function download({ web, locale, key, address, fetch }) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const headers = { 'x-forwarded-for': address };
  const page = await fetch(`${web}${prefix}/checkout/download/${encodeURIComponent(key)}/`, { headers });
  const link = (await page.text()).match(/<a [^>]*href="([^"]+)"[^>]*download=/)?.[1]?.replaceAll('&amp;', '&');
  if (!page.ok || !link) throw new Error(`no download link for order ${key} (${page.status})`);
  const file = await fetch(link, { headers });
  if (!file.ok) throw new Error(`download of order ${key} answered ${file.status}`);
  return true;
}

/**
 * One buyer (the `index`-th) from `address`, buying one to three of `diagramIds` per order until `until()` is
 * false. Every purchase goes into `purchases`: { locale, address, orderKey, paid (the buyer saw it PAID),
 * declined, downloaded }; `steps[index]` says what the buyer is doing, so that a call which never settles shows.
 */
export async function buy({ web, index, address, diagramIds, fetch, until, purchases, steps }) {
  const locale = LOCALES[index % LOCALES.length];
  const shop = browser(web, address, fetch);
  await pause(Math.random() * 3000);
  while (until()) {
    const purchase = { locale, address, orderKey: null, paid: false, declined: false, downloaded: false };
    const count = 1 + Math.floor(Math.random() * 3);
    const start = Math.floor(Math.random() * diagramIds.length);
    const items = Array.from({ length: count }, (_, n) => ({ diagramId: diagramIds[(start + n) % diagramIds.length] }));
    // The cart page prices the cart (browserGateway), the data step again (Apollo Client) before ordering.
    steps[index] = 'pricing the cart';
    if (!(await untilDone(() => shop.queryString('PriceCartDocument', { locale, items, code: null }), until))) break;
    await think();
    if (!(await untilDone(() => shop.query('PriceCartDocument', { locale, items, code: null }), until))) break;
    purchases.push(purchase);
    const customer = { email: `buyer${index}@example.com`, name: `Soak Buyer ${index}`, country: 'DE' };
    const orderKey = newIdempotencyKey();
    steps[index] = 'creating the order';
    const created = await untilDone(
      () => shop.mutate('CreateOrderDocument', { locale, idempotencyKey: orderKey, items, code: null, customer }),
      until,
    );
    if (!created) break;
    purchase.orderKey = created.createOrder.key;
    await think();
    // The payment step loads the order, then one attempt keeps one key until its outcome is known.
    steps[index] = 'loading the order';
    if (!(await untilDone(() => shop.query('CheckoutOrderDocument', { locale, key: purchase.orderKey }), until))) break;
    const payKey = newIdempotencyKey();
    steps[index] = 'paying';
    const payment = await untilDone(
      () => shop.mutate('PayOrderDocument', { locale, key: purchase.orderKey, idempotencyKey: payKey, card: CARD }),
      until,
    );
    if (!payment) break;
    purchase.paid = payment.payOrder.status === 'PAID';
    purchase.declined = !purchase.paid;
    if (!purchase.paid) continue;
    steps[index] = 'downloading';
    purchase.downloaded = Boolean(
      await untilDone(() => download({ web, locale, key: purchase.orderKey, address, fetch }), until),
    );
    await think();
  }
  steps[index] = 'done';
}
