import type { Core } from '@strapi/strapi';
import type Stripe from 'stripe';
import { toCents } from '@shop/money';
import type { AccountsConfig } from '../../env/settings';
import { badRequest } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { isObject } from '../../http/request-values';
import type { Locale } from '../../locales';
import { localizedPageUrl } from '../../mail/account-links';
import type { OrderRow } from '../../persistence/orders';
import { hostedAccount } from '../../payments';
import { orderTotal } from './order-total';
import { linesInLanguage } from './downloads';
import { getOrder, orderLocale } from './orders';
import { markPaidOnce } from './paid-once';

/** Where the browser goes to pay: Stripe's page for this attempt; null when the order needs no payment any more. */
export type OrderCheckout = { status: 'CREATED'; url: string } | { status: 'PAID' | 'REFUNDED'; url: null };

/**
 * Each line, titled in `locale`, at what it costs in the order's currency; one line for the whole order when a line
 * has no price in that currency or the lines would not add up to its total (orders stored before cartCurrency).
 */
async function lineItems(strapi: Core.Strapi, order: OrderRow, locale: Locale, totalCents: number) {
  const currency = orderTotal(order.totals.subtotal, order.currency).currency;
  const titled = await linesInLanguage(strapi, locale, order.lines);
  const amounts = titled.map((line) => line.final_prices.find((price) => price.currency === currency)?.amount);
  const item = (name: string, cents: number) => ({
    quantity: 1,
    price_data: { currency: currency.toLowerCase(), unit_amount: cents, product_data: { name } },
  });
  const cents = amounts.map((amount) => (amount === undefined ? Number.NaN : toCents(amount)));
  if (cents.reduce((sum, each) => sum + each, 0) === totalCents)
    return titled.map((line, index) => item(line.title || `#${line.diagram_id}`, cents[index]));
  return [item(titled.map((line) => line.title).join(', '), totalCents)];
}

/**
 * Starts paying an order on Stripe's page (issue 31): a Checkout Session of its lines in its currency, for exactly
 * its total, in the visitor's language (else the order's). The same idempotency key (one per click on "pay
 * securely") answers the same session. Paying it does not mark the order paid: Stripe's signed webhook does
 * (./stripe-order-events).
 */
export async function startOrderCheckout(
  strapi: Core.Strapi,
  key: string,
  body: unknown,
  visitorLocale: Locale | null,
): Promise<OrderCheckout> {
  const account = hostedAccount(strapi);
  if (!isObject(body)) throw badRequest('Expected an object with idempotency_key');
  const idempotencyKey = idempotencyKeyOf(body);
  const order = await getOrder(strapi, key);
  if (order.order_status !== 'CREATED') return { status: order.order_status, url: null };

  const total = orderTotal(order.totals.subtotal, order.currency);
  const totalCents = toCents(total.amount);
  // Nothing to pay (a code took it all): Stripe takes no zero charge, and there is none to take.
  if (totalCents === 0) {
    const free = `free:${order.documentId}`;
    await markPaidOnce(strapi, order, { idempotencyKey: free, provider: 'none', reference: free, total });
    return { status: 'PAID', url: null };
  }
  const locale = visitorLocale ?? orderLocale(order);
  const { webUrl } = strapi.config.get('accounts') as AccountsConfig;
  const stripe = await account.client();
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: await lineItems(strapi, order, locale, totalCents),
      customer_email: order.email,
      locale: locale as Stripe.Checkout.SessionCreateParams.Locale,
      client_reference_id: order.documentId,
      metadata: { order: order.documentId },
      payment_intent_data: { metadata: { order: order.documentId } },
      success_url: localizedPageUrl(webUrl, locale, `/checkout/download/${order.key}/`, { paying: '1' }),
      cancel_url: localizedPageUrl(webUrl, locale, '/checkout/payment/'),
    },
    { idempotencyKey: `order-checkout:${order.documentId}:${idempotencyKey}` },
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
  return { status: 'CREATED', url: session.url };
}
