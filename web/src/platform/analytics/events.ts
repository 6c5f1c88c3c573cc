/** A product in an e-commerce event (spec §3: analytics items). */
export type AnalyticsItem = {
  item_id: string;
  item_name: string;
  item_variant?: string;
  item_category: 'Diagram' | 'Subscription';
  /** The decimal string the gateway gave ("9.00"): the web does no price arithmetic. */
  price?: string;
  currency?: string;
  quantity: 1;
  /** Spec §3's analytics order line, on the items of a purchase. */
  diagram_id?: string;
  diagram_name?: string;
  final_price?: string;
  license?: string;
  code?: string;
};

/** An analytics event, in the shape of the analytics services' events (spec §8). */
export type AnalyticsEvent = {
  event: string;
  event_category?: string;
  event_label?: string;
  items?: AnalyticsItem[];
  [parameter: string]: string | number | boolean | undefined | AnalyticsItem[];
};

/** Receives every tracked event; the analytics services subscribe one each when they arrive. */
export type AnalyticsSink = (event: AnalyticsEvent) => void;

/** Spec §8: tracking an event without a name is a programming error. */
export class EventMissing extends Error {
  constructor() {
    super('EventMissing: an analytics event needs an event name');
    this.name = 'EventMissing';
  }
}

const sinks = new Set<AnalyticsSink>();

/** Adds a sink; returns its removal. With no sink, tracking does nothing. */
export function subscribe(sink: AnalyticsSink): () => void {
  sinks.add(sink);
  return () => sinks.delete(sink);
}

/** Sends `event` to every sink. */
export function track(event: AnalyticsEvent): void {
  if (!event.event) throw new EventMissing();
  for (const sink of sinks) sink(event);
}

/** Spec §8: tracking never gets in the visitor's way; a failure (a sink's, or EventMissing) is logged as `what`. */
export function trackLogged(event: AnalyticsEvent, what: string): void {
  try {
    track(event);
  } catch (error) {
    console.error(`${what} tracking failed`, error);
  }
}
