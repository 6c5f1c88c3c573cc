// The subset of Stripe's HTTP API (v1) the shop calls, as the `stripe` SDK speaks it: form-encoded bodies and
// query strings with bracketed keys, `Authorization: Bearer sk_…`, `Idempotency-Key` honoured on POST (the same key
// with other parameters is an idempotency_error), errors as `{ error: { type, code, message, param } }`.
import { createHash } from 'node:crypto';
import qs from 'qs';
import { newId, now } from './ids.mjs';
import { checkoutSession, list, price, sessionLineItems } from './objects.mjs';

/** Bracketed form data as Stripe reads it: arrays indexed (`key[0]`), up to 100 line items, nested 10 deep. */
export const parseForm = (text) => qs.parse(text, { arrayLimit: 100, depth: 10 });

export class StripeError extends Error {
  constructor(status, error) {
    super(error.message);
    this.status = status;
    this.body = { error };
  }
}

const invalid = (message, param) =>
  new StripeError(400, { type: 'invalid_request_error', code: 'parameter_invalid', message, param });
const missing = (kind, id) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });

function required(params, name) {
  if (params[name] === undefined || params[name] === '')
    throw new StripeError(400, {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      message: `Missing required param: ${name}.`,
      param: name,
    });
  return params[name];
}

/** A price's parameters as Stripe checks them: a currency and a whole, non-negative amount in minor units. */
function checkedPrice(params, prefix) {
  const name = (field) => (prefix ? `${prefix}[${field}]` : field);
  if (!params.currency) throw invalid(`Missing required param: ${name('currency')}.`, name('currency'));
  const amount = Number(params.unit_amount);
  if (params.unit_amount === undefined || !Number.isInteger(amount) || amount < 0)
    throw invalid(`${name('unit_amount')} must be a whole number of minor units.`, name('unit_amount'));
  return params;
}

const LOCALES = new Set(['auto', 'en', 'en-GB', 'fr', 'fr-CA', 'de', 'es', 'es-419', 'pt', 'pt-BR', 'it', 'nl']);

function createSession(store, params, baseUrl) {
  const mode = required(params, 'mode');
  if (!['payment', 'subscription'].includes(mode)) throw invalid(`Invalid mode: ${mode}`, 'mode');
  const lines = required(params, 'line_items');
  if (!Array.isArray(lines) || lines.length === 0) throw invalid('line_items must be a list', 'line_items');
  lines.forEach((line, index) => {
    if (line.price && !store.prices.has(line.price)) throw missing('price', line.price);
    if (!line.price) checkedPrice(line.price_data ?? {}, `line_items[${index}][price_data]`);
  });
  const recurring = (line) => (line.price ? store.prices.get(line.price).recurring : line.price_data.recurring);
  if (mode === 'subscription' && !lines.every(recurring))
    throw invalid('In subscription mode every line needs a recurring price.', 'line_items');
  if (params.locale && !LOCALES.has(params.locale)) throw invalid(`Invalid locale: ${params.locale}`, 'locale');
  if (params.ui_mode === undefined || params.ui_mode === 'hosted_page') {
    required(params, 'success_url');
  }
  return checkoutSession(store, params, baseUrl);
}

/** The session, with what `expand[]` asks for in place of ids. */
function expandedSession(store, id, expand = []) {
  const entry = store.sessions.get(id);
  if (!entry) throw missing('checkout.session', id);
  const session = structuredClone(entry.session);
  const fields = Array.isArray(expand) ? expand : [expand];
  if (fields.includes('line_items')) session.line_items = sessionLineItems(entry, id);
  if (fields.includes('payment_intent') && session.payment_intent)
    session.payment_intent = store.paymentIntents.get(session.payment_intent);
  if (fields.includes('subscription') && session.subscription)
    session.subscription = store.subscriptions.get(session.subscription);
  if (fields.includes('invoice') && session.invoice) session.invoice = store.invoices.get(session.invoice);
  return session;
}

function find(map, kind, id) {
  const found = map.get(id);
  if (!found) throw missing(kind, id);
  return found;
}

/** Routes one API request; resolves to the JSON answer or throws a StripeError. */
export function createApi({ store, flows, events, baseUrl }) {
  const routes = [
    ['POST', /^\/v1\/prices$/, (p) => price(store, checkedPrice(p))],
    [
      'GET',
      /^\/v1\/prices$/,
      (p) => {
        const keys = p.lookup_keys ? [].concat(p.lookup_keys) : null;
        const data = [...store.prices.values()].filter(
          (candidate) =>
            (p.active === 'false' ? !candidate.active : candidate.active) &&
            (!keys || keys.includes(candidate.lookup_key)),
        );
        return list(data, '/v1/prices');
      },
    ],
    ['GET', /^\/v1\/prices\/([^/]+)$/, (_p, [id]) => find(store.prices, 'price', id)],
    ['POST', /^\/v1\/checkout\/sessions$/, (p) => createSession(store, p, baseUrl)],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (p, [id]) => expandedSession(store, id, p.expand)],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/,
      (_p, [id]) => sessionLineItems(find(store.sessions, 'checkout.session', id), id),
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      async (_p, [id]) => {
        const { session } = find(store.sessions, 'checkout.session', id);
        if (session.status !== 'open') throw invalid('Only an open session can be expired', 'session');
        Object.assign(session, { status: 'expired', url: null });
        await events.emit('checkout.session.expired', session);
        return session;
      },
    ],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (_p, [id]) => find(store.paymentIntents, 'payment_intent', id)],
    ['GET', /^\/v1\/charges\/([^/]+)$/, (_p, [id]) => find(store.charges, 'charge', id)],
    ['GET', /^\/v1\/invoices\/([^/]+)$/, (_p, [id]) => find(store.invoices, 'invoice', id)],
    [
      'GET',
      /^\/v1\/invoice_payments$/,
      (p) =>
        list(
          [...store.invoicePayments.values()].filter(
            (made) =>
              (!p.invoice || made.invoice === p.invoice) &&
              (!p.payment?.payment_intent || made.payment.payment_intent === p.payment.payment_intent),
          ),
          '/v1/invoice_payments',
        ),
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (_p, [id]) => find(store.subscriptions, 'subscription', id)],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      async (p, [id]) => {
        const sub = find(store.subscriptions, 'subscription', id);
        if (p.cancel_at_period_end !== undefined) {
          const cancel = p.cancel_at_period_end === 'true';
          const [item] = sub.items.data;
          Object.assign(sub, {
            cancel_at_period_end: cancel,
            cancel_at: cancel ? item.current_period_end : null,
            canceled_at: cancel ? now() : null,
          });
        }
        if (p.metadata) sub.metadata = { ...sub.metadata, ...p.metadata };
        await events.emit('customer.subscription.updated', sub);
        return sub;
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      async (_p, [id]) => {
        const sub = find(store.subscriptions, 'subscription', id);
        await flows.end(sub);
        return sub;
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (p) => {
        const customerId = required(p, 'customer');
        find(store.customers, 'customer', customerId);
        const id = newId('bps');
        const made = {
          id,
          object: 'billing_portal.session',
          configuration: 'bpc_standin',
          created: now(),
          customer: customerId,
          flow: null,
          livemode: false,
          locale: p.locale ?? null,
          on_behalf_of: null,
          return_url: p.return_url ?? null,
          url: `${baseUrl}/billing/${id}`,
        };
        store.portalSessions.set(id, made);
        return made;
      },
    ],
  ];

  const remembered = new Map();

  return async function answer({ method, path, query, body, headers }) {
    if (!/^Bearer sk_(test|live)_\S+$/.test(headers.authorization ?? ''))
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'Invalid API Key provided: the stand-in takes any sk_test_… key.',
      });
    const params = method === 'GET' || method === 'DELETE' ? parseForm(query) : parseForm(body);
    const key = method === 'POST' ? headers['idempotency-key'] : undefined;
    const fingerprint = createHash('sha256').update(`${method} ${path} ${body}`).digest('hex');
    if (key && remembered.has(key)) {
      const earlier = remembered.get(key);
      if (earlier.fingerprint !== fingerprint)
        throw new StripeError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        });
      return earlier.result;
    }
    for (const [routeMethod, pattern, handle] of routes) {
      const match = routeMethod === method ? pattern.exec(path) : null;
      if (!match) continue;
      const result = await handle(params, match.slice(1));
      if (key) remembered.set(key, { fingerprint, result: structuredClone(result) });
      return result;
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  };
}
