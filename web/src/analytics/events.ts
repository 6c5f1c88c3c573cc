/** An analytics event, in the shape of the analytics services' events (spec §8). */
export type AnalyticsEvent = {
  event: string;
  event_category?: string;
  event_label?: string;
  [parameter: string]: string | number | boolean | undefined;
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
