// The stand-in's objects, shaped as Stripe's API version 2026-10-28.endive renders them (the fields the shop reads,
// and those the `stripe` SDK coerces), kept in memory for one run.
import { newId, now } from './ids.mjs';

export function createStore() {
  return {
    prices: new Map(),
    products: new Map(),
    sessions: new Map(),
    customers: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    invoicePayments: new Map(),
    portalSessions: new Map(),
  };
}

const list = (data, url) => ({ object: 'list', data, has_more: false, url });

function product(store, name) {
  const made = { id: newId('prod'), object: 'product', active: true, name, created: now(), livemode: false };
  store.products.set(made.id, made);
  return made;
}

/** A price from `POST /v1/prices` (or a line's `price_data`); a `transfer_lookup_key` takes the key from the old one. */
export function price(store, params) {
  const recurring = params.recurring
    ? {
        interval: params.recurring.interval,
        interval_count: Number(params.recurring.interval_count ?? 1),
        usage_type: 'licensed',
        meter: null,
        trial_period_days: null,
      }
    : null;
  if (params.lookup_key && params.transfer_lookup_key === 'true')
    for (const other of store.prices.values()) if (other.lookup_key === params.lookup_key) other.lookup_key = null;
  const made = {
    id: newId('price'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: now(),
    currency: String(params.currency).toLowerCase(),
    custom_unit_amount: null,
    livemode: false,
    lookup_key: params.lookup_key ?? null,
    metadata: params.metadata ?? {},
    nickname: null,
    product: params.product ?? product(store, params.product_data?.name ?? '').id,
    recurring,
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: recurring ? 'recurring' : 'one_time',
    unit_amount: Number(params.unit_amount),
    unit_amount_decimal: String(Number(params.unit_amount)),
  };
  store.prices.set(made.id, made);
  return made;
}

/** A Checkout Session from `POST /v1/checkout/sessions`; its lines keep their prices for the hosted page. */
export function checkoutSession(store, params, baseUrl) {
  const lines = (params.line_items ?? []).map((line) => {
    const linePrice = line.price ? store.prices.get(line.price) : price(store, line.price_data);
    return {
      id: newId('li'),
      object: 'item',
      quantity: Number(line.quantity ?? 1),
      price: linePrice,
      description: store.products.get(linePrice.product)?.name ?? '',
    };
  });
  const amount = lines.reduce((sum, line) => sum + line.price.unit_amount * line.quantity, 0);
  const id = newId('cs_test');
  const made = {
    id,
    object: 'checkout.session',
    mode: params.mode ?? 'payment',
    url: `${baseUrl}/pay/${id}`,
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: amount,
    amount_total: amount,
    currency: lines[0]?.price.currency ?? null,
    client_reference_id: params.client_reference_id ?? null,
    customer: params.customer ?? null,
    customer_email: params.customer_email ?? null,
    customer_details: null,
    metadata: params.metadata ?? {},
    payment_intent: null,
    subscription: null,
    invoice: null,
    locale: params.locale ?? null,
    success_url: params.success_url ?? null,
    cancel_url: params.cancel_url ?? null,
    created: now(),
    expires_at: now() + 24 * 3600,
    livemode: false,
    ui_mode: params.ui_mode ?? 'hosted_page',
  };
  store.sessions.set(id, {
    session: made,
    lines,
    subscriptionData: params.subscription_data ?? {},
    paymentIntentData: params.payment_intent_data ?? {},
  });
  return made;
}

/** The session's line items as `expand[]=line_items` shows them. */
export const sessionLineItems = ({ lines }, id) =>
  list(
    lines.map((line) => ({
      id: line.id,
      object: 'item',
      amount_subtotal: line.price.unit_amount * line.quantity,
      amount_total: line.price.unit_amount * line.quantity,
      currency: line.price.currency,
      description: line.description,
      price: line.price,
      quantity: line.quantity,
    })),
    `/v1/checkout/sessions/${id}/line_items`,
  );

export function customer(store, email) {
  const made = { id: newId('cus'), object: 'customer', email, created: now(), livemode: false };
  store.customers.set(made.id, made);
  return made;
}

/** A succeeded payment: its PaymentIntent and the charge it made. */
export function payment(store, { amount, currency, customer: customerId = null, metadata = {} }) {
  const intent = {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_received: amount,
    currency,
    customer: customerId,
    metadata,
    status: 'succeeded',
    latest_charge: null,
    created: now(),
    livemode: false,
  };
  const charge = {
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    captured: true,
    currency,
    customer: customerId,
    metadata,
    paid: true,
    payment_intent: intent.id,
    refunded: false,
    status: 'succeeded',
    created: now(),
    livemode: false,
  };
  intent.latest_charge = charge.id;
  store.paymentIntents.set(intent.id, intent);
  store.charges.set(charge.id, charge);
  return intent;
}

/** `start` plus the price's interval, in seconds (months as calendar months). */
export function periodEnd(start, recurring) {
  const date = new Date(start * 1000);
  const count = recurring.interval_count;
  if (recurring.interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + count);
  else if (recurring.interval === 'month') date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCDate(date.getUTCDate() + count * (recurring.interval === 'week' ? 7 : 1));
  return Math.floor(date.getTime() / 1000);
}

export function subscription(store, { customerId, subscriptionPrice, metadata }) {
  const start = now();
  const made = {
    id: newId('sub'),
    object: 'subscription',
    status: 'active',
    customer: customerId,
    currency: subscriptionPrice.currency,
    metadata,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { reason: null, feedback: null, comment: null },
    start_date: start,
    latest_invoice: null,
    created: start,
    livemode: false,
    items: list(
      [
        {
          id: newId('si'),
          object: 'subscription_item',
          price: subscriptionPrice,
          quantity: 1,
          current_period_start: start,
          current_period_end: periodEnd(start, subscriptionPrice.recurring),
        },
      ],
      '/v1/subscription_items',
    ),
  };
  store.subscriptions.set(made.id, made);
  return made;
}

/** An invoice of the subscription's current period, `paid` with a payment or `open` (its payment failed). */
export function invoice(store, sub, { billingReason, paid }) {
  const [item] = sub.items.data;
  const amount = item.price.unit_amount;
  const customerEmail = store.customers.get(sub.customer)?.email ?? null;
  const made = {
    id: newId('in'),
    object: 'invoice',
    status: paid ? 'paid' : 'open',
    billing_reason: billingReason,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    amount_remaining: paid ? 0 : amount,
    attempt_count: 1,
    currency: item.price.currency,
    customer: sub.customer,
    customer_email: customerEmail,
    subtotal: amount,
    total: amount,
    metadata: {},
    period_start: item.current_period_start,
    period_end: item.current_period_end,
    created: now(),
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { subscription: sub.id, metadata: sub.metadata },
    },
    lines: list(
      [
        {
          id: newId('il'),
          object: 'line_item',
          amount,
          currency: item.price.currency,
          description: store.products.get(item.price.product)?.name ?? '',
          quantity: 1,
          metadata: {},
          period: { start: item.current_period_start, end: item.current_period_end },
          pricing: {
            type: 'price_details',
            price_details: { price: item.price.id, product: item.price.product },
            unit_amount_decimal: String(amount),
          },
          parent: {
            type: 'subscription_item_details',
            subscription_item_details: {
              subscription: sub.id,
              subscription_item: item.id,
              proration: false,
              invoice_item: null,
            },
            invoice_item_details: null,
          },
        },
      ],
      '/v1/invoices/lines',
    ),
  };
  store.invoices.set(made.id, made);
  sub.latest_invoice = made.id;
  if (paid) payInvoice(store, made);
  return made;
}

/** Pays an invoice: a payment, and the invoice payment that ties them (`GET /v1/invoice_payments`). */
export function payInvoice(store, unpaid) {
  const intent = payment(store, { amount: unpaid.amount_due, currency: unpaid.currency, customer: unpaid.customer });
  Object.assign(unpaid, { status: 'paid', amount_paid: unpaid.amount_due, amount_remaining: 0 });
  const made = {
    id: newId('inpay'),
    object: 'invoice_payment',
    invoice: unpaid.id,
    amount_paid: unpaid.amount_due,
    amount_requested: unpaid.amount_due,
    currency: unpaid.currency,
    is_default: true,
    status: 'paid',
    payment: { type: 'payment_intent', payment_intent: intent.id },
    created: now(),
    livemode: false,
  };
  store.invoicePayments.set(made.id, made);
  return intent;
}

export { list };
