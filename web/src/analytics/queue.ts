import { type AnalyticsEvent, subscribe } from './events';

/** Spec §9: the queue drains every 3000 ms. */
export const DRAIN_MS = 3000;
/** The beacon endpoint takes at most 50 events per beacon (beacon.ts). */
const MAX_EVENTS = 50;
/** The beacon's schema caps engagement at a day. */
const MAX_ENGAGEMENT_MS = 86_400_000;
export const BEACON_PATH = '/analytics/collect/';

type Stamped = AnalyticsEvent & { page_path: string; page_title?: string; engagement_time_msec: number };

/** What the queue needs from the page; the browser's by default, a fake one in unit tests. */
export type QueueHost = {
  location: () => { pathname: string };
  title: () => string;
  now: () => number;
  send: (url: string, body: string) => void;
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (timer: unknown) => void;
  onHide: (run: () => void) => () => void;
};

/** Sends with fetch keepalive (it survives the page's end); sendBeacon where fetch is refused. */
function sendBeaconBody(url: string, body: string): void {
  fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
    (error: unknown) => {
      if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' })))
        console.error('Analytics beacon failed', error);
    },
  );
}

function browserHost(): QueueHost {
  return {
    location: () => window.location,
    title: () => document.title,
    now: () => Date.now(),
    send: sendBeaconBody,
    setInterval: (run, ms) => window.setInterval(run, ms),
    clearInterval: (timer) => window.clearInterval(timer as number),
    onHide(run) {
      const hidden = () => {
        if (document.visibilityState === 'hidden') run();
      };
      document.addEventListener('visibilitychange', hidden);
      window.addEventListener('pagehide', run);
      return () => {
        document.removeEventListener('visibilitychange', hidden);
        window.removeEventListener('pagehide', run);
      };
    },
  };
}

/** Drops empty parameters: the beacon's schema wants none of them. */
function clean(event: AnalyticsEvent): AnalyticsEvent {
  return Object.fromEntries(
    Object.entries(event).filter(([, value]) => value !== undefined && value !== ''),
  ) as AnalyticsEvent;
}

/**
 * The page's analytics queue (ADR 0015): takes every tracked event from the bus, stamps it with the page
 * and the time engaged since the previous event, and sends the queue as one beacon every 3000 ms and when
 * the page is hidden. Returns its stop. Never throws at the visitor: a failed send is logged.
 */
export function startQueue(host: QueueHost = browserHost()): () => void {
  const sessionId = String(Math.floor(host.now() / 1000));
  let queued: Stamped[] = [];
  let lastActivity = host.now();

  const flush = () => {
    while (queued.length > 0) {
      const events = queued.slice(0, MAX_EVENTS);
      queued = queued.slice(MAX_EVENTS);
      try {
        host.send(BEACON_PATH, JSON.stringify({ session_id: sessionId, events }));
      } catch (error) {
        console.error('Analytics beacon failed', error);
      }
    }
  };
  const unsubscribe = subscribe((event) => {
    const now = host.now();
    const title = host.title();
    queued.push({
      page_path: host.location().pathname,
      ...(title && { page_title: title }),
      ...clean(event),
      engagement_time_msec: Math.min(MAX_ENGAGEMENT_MS, Math.max(1, now - lastActivity)),
    } as Stamped);
    lastActivity = now;
  });
  const timer = host.setInterval(flush, DRAIN_MS);
  const stopHide = host.onHide(flush);
  return () => {
    flush();
    unsubscribe();
    host.clearInterval(timer);
    stopHide();
  };
}
