// Issue 12's figure for `npm run bench`: the analytics beacon endpoint's p95 at 50 clients, each sending batches of
// 10 events (page views and cart events), as pages would every 3000 ms. The bench web has no GA4 or Matomo
// configured: events are validated and dropped, and forwarding runs after the answer anyway (ADR 0015).

const item = {
  item_id: '42',
  item_name: 'Bench diagram',
  item_variant: 'Single user',
  item_category: 'Diagram',
  price: '9.00',
  currency: 'EUR',
  quantity: 1,
};
const batch = JSON.stringify({
  session_id: '1700000000',
  events: Array.from({ length: 10 }, (_, index) =>
    index % 2 === 0
      ? { event: 'page_view', page_path: `/en/catalog/${index}/`, page_title: 'Catalog' }
      : { event: 'add_to_cart', event_category: 'Ecommerce', event_label: 'Bench diagram', items: [item] },
  ),
});

/** `tools`: the bench's load(options) and row(what, value, target, ok); `asVisitor` makes each request another visitor. */
export async function benchAnalytics({ web, asVisitor, tools }) {
  const { load, row } = tools;
  const request = {
    method: 'POST',
    path: '/analytics/collect/',
    headers: { 'content-type': 'application/json' },
    body: batch,
    ...asVisitor,
  };
  const r = await load({ url: web, connections: 50, requests: [request], expectStatus: 202 });
  row('analytics beacon p95, 50 clients, 10 events a batch', `${r.p95} ms`, '', true);
}
