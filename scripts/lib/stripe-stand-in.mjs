// A stand-in for Stripe that the tests start (issue 31): the API subset the shop calls (./stripe-stand-in/api.mjs), the hosted
// Checkout and billing portal pages with test cards (./stripe-stand-in/pages.mjs), and webhooks signed as Stripe signs them and
// delivered as a test asks (./stripe-stand-in/events.mjs). `/_stand-in/…` is the tests' remote control: what a customer or Stripe's
// dashboard would do (pay, refund, renew, end), and how the next webhooks arrive.
// As a process: `node scripts/lib/stripe-stand-in.mjs [--port N] [--webhook URL] [--secret whsec_…]` prints
// {"url": "http://127.0.0.1:N"} once listening.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { StripeError, createApi, parseForm } from './stripe-stand-in/api.mjs';
import { createEvents } from './stripe-stand-in/events.mjs';
import { createFlows } from './stripe-stand-in/flows.mjs';
import { createStore } from './stripe-stand-in/objects.mjs';
import {
  authenticationFailed,
  authenticationPage,
  cardOutcome,
  checkoutPage,
  portalPage,
} from './stripe-stand-in/pages.mjs';

const readBody = async (request) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
};

let requestCount = 0;
function send(response, status, body, headers = {}) {
  const json = typeof body !== 'string';
  response.writeHead(status, {
    'content-type': json ? 'application/json' : 'text/html; charset=utf-8',
    'request-id': `req_standin${++requestCount}`,
    ...headers,
  });
  response.end(json ? JSON.stringify(body) : body);
}
const redirect = (response, location) => send(response, 303, '', { location });

export async function startStripeStandIn({ port = 0, host = '127.0.0.1', webhookUrl, webhookSecret, log } = {}) {
  const store = createStore();
  const events = createEvents({ webhookUrl, webhookSecret: webhookSecret ?? 'whsec_standin', log });
  const flows = createFlows(store, events);
  let baseUrl = '';
  let api;

  const session = (id) => {
    const entry = store.sessions.get(id);
    if (!entry) throw new StripeError(404, { type: 'invalid_request_error', message: `No such session: '${id}'` });
    return entry;
  };
  const successUrl = ({ session: paid }) => paid.success_url.replaceAll('{CHECKOUT_SESSION_ID}', paid.id);
  const subscriptionsOf = (customerId) =>
    [...store.subscriptions.values()].filter((sub) => sub.customer === customerId);
  const openInvoicesOf = (customerId) =>
    [...store.invoices.values()].filter((due) => due.customer === customerId && due.status === 'open');

  /** The hosted Checkout page: a card pays, asks for authentication, or is refused on the page. */
  async function checkout(method, [id, step], form, response) {
    const entry = session(id);
    if (method === 'GET') return send(response, 200, step ? authenticationPage(entry) : checkoutPage(entry));
    if (entry.session.status !== 'open') return send(response, 409, checkoutPage(entry));
    if (step === 'authenticate') {
      if (form.result !== 'complete')
        return send(response, 402, checkoutPage(entry, authenticationFailed(entry.session.locale)));
      await flows.completeSession(id);
      return redirect(response, successUrl(entry));
    }
    const { outcome, problem } = cardOutcome(form.card, entry.session.locale);
    if (outcome === 'authenticate') return redirect(response, `/pay/${id}/authenticate`);
    if (outcome === 'refused') return send(response, 402, checkoutPage(entry, problem));
    await flows.completeSession(id);
    return redirect(response, successUrl(entry));
  }

  /** The billing portal: what the customer has and owes; a good card pays what is due. */
  async function portal(method, [id], form, response) {
    const made = store.portalSessions.get(id);
    if (!made) return send(response, 404, '<h1>Not found</h1>');
    const render = (status, problem) =>
      send(response, status, portalPage(made, subscriptionsOf(made.customer), openInvoicesOf(made.customer), problem));
    if (method === 'GET') return render(200);
    const { outcome, problem } = cardOutcome(form.card, made.locale);
    if (outcome !== 'pays') return render(402, problem ?? authenticationFailed(made.locale));
    for (const due of openInvoicesOf(made.customer)) await flows.payOpenInvoice(due);
    return redirect(response, `/billing/${id}`);
  }

  const controls = [
    ['POST', /^\/_stand-in\/webhook$/, (body) => events.setTarget(body.url)],
    ['POST', /^\/_stand-in\/delivery$/, (body) => events.setDelivery(body)],
    ['POST', /^\/_stand-in\/release$/, async (body) => ({ released: await events.release(body) })],
    ['GET', /^\/_stand-in\/events$/, () => ({ events: events.all, sent: events.sent })],
    [
      'POST',
      /^\/_stand-in\/checkout\/sessions\/([^/]+)\/pay$/,
      async (_body, [id]) => {
        await flows.completeSession(session(id).session.id);
        return store.sessions.get(id).session;
      },
    ],
    [
      'POST',
      /^\/_stand-in\/checkout\/sessions\/([^/]+)\/amount$/,
      (body, [id]) => Object.assign(session(id).session, { amount_total: Number(body.amount_total) }),
    ],
    ['POST', /^\/_stand-in\/payment_intents\/([^/]+)\/refund$/, (_body, [id]) => flows.refund(id)],
    [
      'POST',
      /^\/_stand-in\/subscriptions\/([^/]+)\/renew$/,
      (body, [id]) => flows.renew(store.subscriptions.get(id), body.outcome),
    ],
    ['POST', /^\/_stand-in\/subscriptions\/([^/]+)\/end$/, (_body, [id]) => flows.end(store.subscriptions.get(id))],
  ];

  async function control(method, path, text, response) {
    for (const [routeMethod, pattern, handle] of controls) {
      const match = routeMethod === method ? pattern.exec(path) : null;
      if (match) return send(response, 200, (await handle(text ? JSON.parse(text) : {}, match.slice(1))) ?? {});
    }
    return send(response, 404, { error: { message: `No control ${method} ${path}` } });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url, baseUrl);
    const text = await readBody(request);
    try {
      const path = url.pathname;
      if (path.startsWith('/v1/')) {
        const body = await api({
          method: request.method,
          path,
          query: url.search.slice(1),
          body: text,
          headers: request.headers,
        });
        return send(response, 200, body);
      }
      const page = /^\/pay\/([^/]+)(?:\/(authenticate))?$/.exec(path);
      if (page) return await checkout(request.method, page.slice(1), parseForm(text), response);
      const billing = /^\/billing\/([^/]+)$/.exec(path);
      if (billing) return await portal(request.method, billing.slice(1), parseForm(text), response);
      if (path.startsWith('/_stand-in/')) return await control(request.method, path, text, response);
      return send(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized URL ${path}` } });
    } catch (error) {
      if (error instanceof StripeError) return send(response, error.status, error.body);
      log?.(`stand-in error: ${error.stack}`);
      return send(response, 500, { error: { type: 'api_error', message: error.message } });
    }
  });

  await new Promise((resolve) => server.listen(port, host, resolve));
  baseUrl = `http://${host}:${server.address().port}`;
  api = createApi({ store, flows, events, baseUrl });
  return {
    url: baseUrl,
    store,
    events,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, webhook: { type: 'string' }, secret: { type: 'string' } },
  });
  const standIn = await startStripeStandIn({
    port: Number(values.port ?? 0),
    webhookUrl: values.webhook,
    webhookSecret: values.secret,
    log: (line) => process.stderr.write(`${line}\n`),
  });
  process.stdout.write(`${JSON.stringify({ url: standIn.url })}\n`);
  process.on('SIGTERM', () => standIn.close().then(() => process.exit(0)));
}
