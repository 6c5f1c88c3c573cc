import type { Beacon, BeaconEvent } from './beacon';
import type { MatomoConfig } from '../../config/analytics';
import type { VisitorContext } from './context';

/** Matomo's e-commerce: cart updates and orders are goal 0 with the cart's items. */
const CART_EVENTS = new Set(['add_to_cart', 'remove_from_cart']);

export type MatomoBulk = { requests: string[]; token_auth?: string };

/** ec_items: [sku, name, category, price, quantity] per item. */
function ecItems(event: BeaconEvent): string {
  return JSON.stringify(
    (event.items ?? []).map((item) => [
      item.item_id,
      item.item_name,
      item.item_category,
      Number(item.final_price ?? item.price ?? 0),
      item.quantity,
    ]),
  );
}

/** The total of an event: its value, or the sum of its items' prices. */
function revenue(event: BeaconEvent): number {
  if (event.value !== undefined) return Number(event.value);
  return (event.items ?? []).reduce((sum, item) => sum + Number(item.final_price ?? item.price ?? 0), 0);
}

function eventParams(event: BeaconEvent): Record<string, string> {
  if (event.event === 'page_view') return { action_name: event.page_title ?? event.page_path ?? '/' };
  // Matomo's site search report takes the query as `search`.
  if (event.event === 'search' && event.search_term) return { search: event.search_term };
  const base = {
    e_c: event.event_category ?? 'General',
    e_a: event.event,
    ...((event.event_label ?? event.search_term) && { e_n: event.event_label ?? event.search_term }),
  } as Record<string, string>;
  if (event.event === 'purchase' && event.transaction_id)
    return { idgoal: '0', ec_id: event.transaction_id, revenue: String(revenue(event)), ec_items: ecItems(event) };
  if (CART_EVENTS.has(event.event)) return { idgoal: '0', revenue: String(revenue(event)), ec_items: ecItems(event) };
  return base;
}

/** One tracking request's query string for `event`. */
function matomoRequest(
  event: BeaconEvent,
  config: MatomoConfig,
  visitor: VisitorContext,
  sendsVisitor: boolean,
): string {
  const params = new URLSearchParams({
    idsite: String(config.siteId),
    rec: '1',
    apiv: '1',
    // Without consent no visitor id: Matomo then counts the visit cookieless, from a daily config hash.
    ...(visitor.clientId && { _id: visitor.clientId }),
    rand: Math.random().toString(36).slice(2),
    ...(event.page_path && { url: new URL(event.page_path, visitor.origin).href }),
    ...(visitor.userAgent && { ua: visitor.userAgent }),
    // The visitor's address may only be set with token_auth; without it Matomo records the web's own.
    ...(sendsVisitor && visitor.address && { cip: visitor.address }),
    ...eventParams(event),
  });
  return `?${params}`;
}

/** A beacon as one bulk tracking request (the token, when set, authorises cip). */
export function toMatomoBulk(beacon: Beacon, config: MatomoConfig, visitor: VisitorContext): MatomoBulk {
  const withToken = config.token !== undefined;
  return {
    requests: beacon.events.map((event) => matomoRequest(event, config, visitor, withToken)),
    ...(withToken && { token_auth: config.token }),
  };
}
