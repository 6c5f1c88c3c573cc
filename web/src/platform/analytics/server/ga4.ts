import type { Beacon, BeaconEvent, BeaconItem } from './beacon';
import type { ConsentedVisitor } from './context';

/** The Measurement Protocol takes at most 25 events per request. */
const GA4_MAX_EVENTS = 25;

type Ga4Params = Record<string, string | number | Ga4Item[]>;
type Ga4Item = Record<string, string | number>;
export type Ga4Body = {
  client_id: string;
  user_agent?: string;
  ip_override?: string;
  events: { name: string; params: Ga4Params }[];
};

/** GA4 sums numbers: decimal strings become numbers only here, at the edge. */
function ga4Item(item: BeaconItem): Ga4Item {
  const { price, final_price, ...rest } = item;
  return {
    ...rest,
    ...(price !== undefined && { price: Number(price) }),
    ...(final_price !== undefined && { final_price: Number(final_price) }),
  };
}

function ga4Event(event: BeaconEvent, sessionId: string, origin: string) {
  const { event: name, page_path, value, items, engagement_time_msec, ...rest } = event;
  const params: Ga4Params = {
    ...Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)),
    // Both are needed for the event to count as user activity (Realtime, engagement).
    session_id: sessionId,
    engagement_time_msec: engagement_time_msec ?? 1,
    ...(page_path !== undefined && { page_location: new URL(page_path, origin).href }),
    ...(value !== undefined && { value: Number(value) }),
    ...(items && { items: items.map(ga4Item) }),
  };
  return { name, params };
}

/**
 * GA4 wants a web client_id of two positive numbers joined by a period (gtag's "random.timestamp"); the visitor
 * id's two 32-bit halves give one, the same for the same visitor.
 */
export function ga4ClientId(visitorId: string): string {
  const half = (hex: string) => Number.parseInt(hex, 16) || 1;
  return `${half(visitorId.slice(0, 8))}.${half(visitorId.slice(8, 16))}`;
}

/** A beacon as Measurement Protocol bodies (one per 25 events). */
export function toGa4Bodies(beacon: Beacon, visitor: ConsentedVisitor): Ga4Body[] {
  const events = beacon.events.map((event) => ga4Event(event, beacon.session_id, visitor.origin));
  const bodies: Ga4Body[] = [];
  for (let start = 0; start < events.length; start += GA4_MAX_EVENTS)
    bodies.push({
      client_id: ga4ClientId(visitor.clientId),
      ...(visitor.userAgent && { user_agent: visitor.userAgent }),
      ...(visitor.address && { ip_override: visitor.address }),
      events: events.slice(start, start + GA4_MAX_EVENTS),
    });
  return bodies;
}
