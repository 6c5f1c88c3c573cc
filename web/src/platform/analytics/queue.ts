import { redactPath } from '@/platform/privacy/redactPath';
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
  /** Calls `hidden` when the page is hidden or left, `shown` when it is visible again; returns its removal. */
  onVisibility: (hidden: () => void, shown: () => void) => () => void;
  /** Where the session outlives a page load (sessionStorage); undefined where storage is refused. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
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
    onVisibility(hidden, shown) {
      const changed = () => (document.visibilityState === 'hidden' ? hidden : shown)();
      document.addEventListener('visibilitychange', changed);
      window.addEventListener('pagehide', hidden);
      return () => {
        document.removeEventListener('visibilitychange', changed);
        window.removeEventListener('pagehide', hidden);
      };
    },
    storage: sessionStorageOrNone(),
  };
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** GA4's default: a session ends after 30 minutes without activity. */
export const SESSION_TIMEOUT_MS = 30 * 60_000;
const SESSION_KEY = 'analytics-session';

/**
 * The tab's analytics session: kept across the page loads of one tab (reloads, and the full loads a new
 * deployment forces), renewed after 30 minutes without an event. Its id is its start time in seconds, as gtag's.
 */
function sessionOf(storage: QueueHost['storage']) {
  let current: { id: string; lastActivity: number } | undefined;
  return (now: number): string => {
    try {
      const stored = JSON.parse(storage?.getItem(SESSION_KEY) ?? 'null') as typeof current | null;
      if (typeof stored?.id === 'string' && typeof stored.lastActivity === 'number') current = stored;
    } catch {
      // Unreadable: the one in memory goes on.
    }
    if (!current || now - current.lastActivity > SESSION_TIMEOUT_MS)
      current = { id: String(Math.floor(now / 1000)), lastActivity: now };
    current.lastActivity = now;
    try {
      storage?.setItem(SESSION_KEY, JSON.stringify(current));
    } catch {
      // Full or refused: the session lasts this page load.
    }
    return current.id;
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
 * the page is hidden (after `beforeHide`, which may still track). Paths and titles leave with the download
 * page's order key redacted. Returns its stop. Never throws at the visitor: a failed send is logged.
 */
export function startQueue(host: QueueHost = browserHost(), beforeHide?: () => void): () => void {
  const session = sessionOf(host.storage);
  let queued: Stamped[] = [];
  let queuedSession: string | undefined;
  let lastActivity = host.now();

  const flush = () => {
    while (queued.length > 0) {
      const events = queued.slice(0, MAX_EVENTS);
      queued = queued.slice(MAX_EVENTS);
      try {
        host.send(BEACON_PATH, JSON.stringify({ session_id: queuedSession, events }));
      } catch (error) {
        console.error('Analytics beacon failed', error);
      }
    }
  };
  const unsubscribe = subscribe((event) => {
    const now = host.now();
    const sessionId = session(now);
    // A beacon belongs to one session.
    if (sessionId !== queuedSession) flush();
    queuedSession = sessionId;
    const title = host.title();
    const stamped = {
      page_path: host.location().pathname,
      ...(title && { page_title: title }),
      ...clean(event),
      engagement_time_msec: Math.min(MAX_ENGAGEMENT_MS, Math.max(1, now - lastActivity)),
    } as Stamped;
    stamped.page_path = redactPath(stamped.page_path);
    if (stamped.page_title) stamped.page_title = redactPath(stamped.page_title);
    queued.push(stamped);
    lastActivity = now;
  });
  const timer = host.setInterval(flush, DRAIN_MS);
  const stopVisibility = host.onVisibility(
    () => {
      beforeHide?.();
      flush();
    },
    () => {
      // Time spent hidden is not engagement.
      lastActivity = host.now();
    },
  );
  return () => {
    flush();
    unsubscribe();
    host.clearInterval(timer);
    stopVisibility();
  };
}
