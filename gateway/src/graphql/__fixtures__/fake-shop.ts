import { type IncomingHttpHeaders, type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins on real HTTP ports: a shop API (issue 4's contract: pricing, orders, payment, downloads) and a content
 * backend that knows diagrams 1..999 by legacy id. Every request is recorded.
 */
export interface FakeUpstreams {
  shopUrl: string;
  contentUrl: string;
  shopCalls: Array<{ method: string; path: string; body: unknown }>;
  /** The headers of each shop call, in the order of shopCalls. */
  shopHeaders: IncomingHttpHeaders[];
  contentCalls: string[];
  /** Answers the next shop call (or the next `times` calls: the gateway retries a failed read) with this status and body instead. */
  failNext(status: number, body?: unknown, times?: number): void;
  close(): Promise<void>;
}

/** Every diagram costs this; no price in CAD, so a Canadian visitor's cart is in USD. */
const PRICE = { USD: 19, EUR: 17 };

/** The fake shop's special offers: two on diagram 7, one on diagram 9. */
const SPECIAL_OFFERS = [
  { id: 1, diagram_id: 7, diagrams_qualified: [8], percent_off: '20.00' },
  { id: 2, diagram_id: 9, diagrams_qualified: [10, 11], percent_off: '25.00' },
  { id: 3, diagram_id: 7, diagrams_qualified: [12], percent_off: '5.50' },
];

const money = (amount: number, currency: string) => ({ currency, amount: amount.toFixed(2) });

function priceItem(
  item: { diagram_id: number; license_id?: number; special_offer_id?: number | null },
  code: string | null,
) {
  const status =
    code === null
      ? null
      : code.toUpperCase() === 'WELCOME10'
        ? 'applied'
        : code.toUpperCase() === 'EXPIRED5'
          ? 'expired'
          : 'unknown';
  const percent = status === 'applied' ? 10 : 0;
  const entries = Object.entries(PRICE);
  return {
    diagram_id: item.diagram_id,
    code,
    code_status: status,
    special_offer_id: item.special_offer_id ?? null,
    discounts: entries.map(([currency, amount]) => money((amount * percent) / 100, currency)),
    final_prices: entries.map(([currency, amount]) => money(amount - (amount * percent) / 100, currency)),
  };
}

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      try {
        resolve(text ? JSON.parse(text) : undefined);
      } catch {
        resolve(text);
      }
    });
  });
}

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

type Send = (status: number, payload?: unknown) => void;

/**
 * The shop's favourites (CONTRACT-9): owned by the bearer (any token names a user here) or an anonymous id, which
 * the shop issues when none is sent; someone else's favourite is 404.
 */
function fakeFavourites() {
  const stored: Array<{ id: number; diagram: number; anonymous_user_id: string | null; user: string | null }> = [];
  let issued = 0;
  const show = ({ id, diagram, anonymous_user_id }: (typeof stored)[number]) => ({ id, diagram, anonymous_user_id });
  return {
    answer(req: IncomingMessage, path: string, body: unknown, send: Send) {
      const user = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
      const anonymous = (req.headers['x-anonymous-user-id'] as string | undefined) ?? null;
      const mine = (favourite: (typeof stored)[number]) =>
        user ? favourite.user === user : anonymous !== null && favourite.anonymous_user_id === anonymous;
      const rest = path.slice('/api/website/v1/favourites/'.length);
      if (req.method === 'POST' && rest === '') {
        const { diagram, anonymous_user_id: sent } = body as { diagram: number; anonymous_user_id?: string };
        if (diagram > 999) return send(400, { error: 'Unknown diagram', code: 'unknown_diagram' });
        const owner = user ? null : (sent ?? `anonymous-${String(++issued).padStart(24, '0')}`);
        const existing = stored.find(
          (f) => f.diagram === diagram && (user ? f.user === user : f.anonymous_user_id === owner),
        );
        if (existing) return send(200, show(existing));
        const favourite = { id: stored.length + 1, diagram, anonymous_user_id: owner, user };
        stored.push(favourite);
        return send(201, show(favourite));
      }
      if (req.method === 'GET' && rest === '') return send(200, { results: stored.filter(mine).map(show) });
      if (req.method === 'POST' && rest === 'attach/') {
        const moved = stored.filter((f) => f.anonymous_user_id === anonymous && f.user === null);
        for (const favourite of moved) Object.assign(favourite, { user, anonymous_user_id: null });
        return send(200, { attached: moved.length });
      }
      const index = stored.findIndex((f) => `${f.id}/` === rest && mine(f));
      if (req.method === 'DELETE' && index >= 0) {
        stored.splice(index, 1);
        return send(204);
      }
      return send(404, { error: 'Not found' });
    },
  };
}

export async function startFakeUpstreams(): Promise<FakeUpstreams> {
  const shopCalls: FakeUpstreams['shopCalls'] = [];
  const shopHeaders: IncomingHttpHeaders[] = [];
  const contentCalls: string[] = [];
  const orders = new Map<string, Record<string, unknown>>();
  const byIdempotencyKey = new Map<string, { key: string; request: string }>();
  let failure: { status: number; body?: unknown; times: number } | undefined;
  const favourites = fakeFavourites();

  const shop = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? '';
    shopCalls.push({ method: req.method ?? '', path, body });
    shopHeaders.push(req.headers);
    const send: Send = (status, payload) =>
      payload === undefined
        ? res.writeHead(status).end()
        : res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
    if (failure) {
      const { status, body: failureBody } = failure;
      if (--failure.times === 0) failure = undefined;
      return send(status, failureBody ?? {});
    }
    const items = (list: unknown) =>
      list as Array<{ diagram_id: number; code: string | null; special_offer_id?: number | null }>;
    if (req.method === 'POST' && path === '/api/website/v1/cart_items/price/') {
      const unknown = items(body).find((item) => item.diagram_id > 999);
      if (unknown) return send(400, { error: `Unknown diagram ${unknown.diagram_id}` });
      return send(
        200,
        items(body).map((item) => priceItem(item, item.code)),
      );
    }
    if (path.startsWith('/api/website/v1/favourites/')) return favourites.answer(req, path, body, send);
    if (req.method === 'GET' && path === '/api/website/v1/special_offers/') {
      return send(200, SPECIAL_OFFERS);
    }
    if (req.method === 'POST' && path === '/api/website/v1/orders/') {
      const request = body as {
        idempotency_key: string;
        items: unknown;
        code: string | null;
        currency: string;
        customer: Record<string, string>;
      };
      if (!request.customer.email.includes('@')) return send(400, { email: ['Enter a valid email address.'] });
      const { idempotency_key: idempotencyKey, ...rest } = request;
      const existing = byIdempotencyKey.get(idempotencyKey);
      if (existing && existing.request !== JSON.stringify(rest)) {
        return send(409, {
          error: 'This idempotency key was already used for another request.',
          code: 'idempotency_key_reused',
        });
      }
      if (existing) return send(200, orders.get(existing.key));
      const lines = items(request.items).map((item) => ({
        ...priceItem(item, request.code),
        license_id: 1,
        title: `Diagram ${item.diagram_id}`,
        url: `diagram-${item.diagram_id}`,
      }));
      const sum = (key: 'discounts' | 'final_prices') =>
        Object.keys(PRICE).map((currency) =>
          money(
            lines.reduce((total, line) => total + Number(line[key].find((m) => m.currency === currency)!.amount), 0),
            currency,
          ),
        );
      const key = `key${orders.size + 1}`.padEnd(32, 'x');
      const currency = Object.hasOwn(PRICE, request.currency) ? request.currency : 'USD';
      const subtotal = sum('final_prices');
      const total = subtotal.find((entry) => entry.currency === currency);
      const totals = { price: [], discount: sum('discounts'), subtotal };
      // A shop paid on the provider's page, for buyers at hosted.example; by card on its own form otherwise.
      const paymentFlow = request.customer.email.endsWith('@hosted.example') ? 'hosted' : 'card';
      const order = {
        key,
        status: 'CREATED',
        ...request.customer,
        lines,
        totals,
        currency,
        total,
        payment_flow: paymentFlow,
      };
      orders.set(key, order);
      byIdempotencyKey.set(idempotencyKey, { key, request: JSON.stringify(rest) });
      return send(201, order);
    }
    const match = /^\/api\/website\/v1\/orders\/([^/]+)\/(pay\/|downloads\/|checkout\/)?$/.exec(path);
    const order = match && orders.get(decodeURIComponent(match[1]));
    if (!order) return send(404, { detail: 'Order not found' });
    if (req.method === 'GET' && !match[2]) return send(200, order);
    if (req.method === 'POST' && match[2] === 'pay/') {
      const number = String((body as { card: { number: string } }).card.number).replace(/\s/g, '');
      if (number === '4000000000000002') return send(402, { error: 'Your card was declined.', code: 'card_declined' });
      if (number !== '4242424242424242') return send(400, { error: 'Invalid card number.' });
      order.status = 'PAID';
      return send(200, { status: 'PAID', order });
    }
    if (req.method === 'POST' && match[2] === 'checkout/') {
      if (order.payment_flow !== 'hosted') return send(409, { error: 'Paid by card here.', code: 'card_payment' });
      if (order.status !== 'CREATED') return send(200, { status: order.status, url: null });
      const attempt = (body as { idempotency_key: string }).idempotency_key;
      return send(200, {
        status: 'CREATED',
        url: `https://checkout.example/pay/${attempt}?locale=${req.headers['x-shop-locale']}`,
      });
    }
    if (req.method === 'GET' && match[2] === 'downloads/') {
      if (order.status !== 'PAID') return send(403, { error: 'Order not paid' });
      return send(
        200,
        (order.lines as Array<{ diagram_id: number; title: string }>).map((line) => ({
          diagram_id: line.diagram_id,
          title: line.title,
          file_name: `diagram-${line.diagram_id}.pptx`,
          url: `https://shop.example.com/api/website/v1/downloads/${line.diagram_id}?order=${order.key}&expires=9&signature=s`,
          expires_at: '2026-11-22T10:00:00.000Z',
        })),
      );
    }
    return send(405, {});
  });

  const content = createServer((req, res) => {
    const url = decodeURIComponent(req.url ?? '');
    contentCalls.push(url);
    const locale = /[?&]locale=(\w+)/.exec(url)?.[1] ?? 'en';
    const ids = [...url.matchAll(/filters(?:\[\$or\]\[\d+\])?\[legacy_id\]\[\$in\]\[\d+\]=(\d+)/g)].map((match) =>
      Number(match[1]),
    );
    const data = ids
      .filter((id) => id <= 999)
      .map((id) => ({
        documentId: `doc${id}`,
        legacy_id: id,
        url: `${locale}-diagram-${id}`,
        title: `${locale} diagram ${id}`,
        locale,
        released_at: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        tags: [],
        prices: [{ currency: 'USD', amount: 19 }],
        image: null,
        categories: [],
        localizations: [],
        slides: { count: 3 },
      }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data, meta: {} }));
  });

  const [shopUrl, contentUrl] = await Promise.all([listen(shop), listen(content)]);
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return {
    shopUrl,
    contentUrl,
    shopCalls,
    shopHeaders,
    contentCalls,
    failNext: (status, body, times = 1) => {
      failure = { status, body, times };
    },
    close: async () => {
      await Promise.all([stop(shop), stop(content)]);
    },
  };
}
