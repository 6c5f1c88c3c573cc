import { REDACTED_KEY } from '@/platform/privacy/redactPath';
import { EventMissing, track } from './events';
import { BEACON_PATH, DRAIN_MS, type QueueHost, SESSION_TIMEOUT_MS, startQueue } from './queue';
import { parseBeacon } from './server/beacon';

/** A tab's sessionStorage: shared by the page loads of one tab. */
const tabStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
};

/** A page whose clock, timer, visibility and tab the test drives. */
function fakePage(start = 1_700_000_000_000, storage: QueueHost['storage'] = tabStorage()) {
  const sent: { url: string; body: string }[] = [];
  let now = start;
  let tick: (() => void) | undefined;
  let hide: (() => void) | undefined;
  let show: (() => void) | undefined;
  const page = { pathname: '/fr/catalog/', title: 'Catalogue' };
  const host: QueueHost = {
    location: () => page,
    title: () => page.title,
    now: () => now,
    send: (url, body) => sent.push({ url, body }),
    setInterval: (run, ms) => {
      expect(ms).toBe(DRAIN_MS);
      tick = run;
      return 1;
    },
    clearInterval: () => {
      tick = undefined;
    },
    onVisibility: (hidden, shown) => {
      hide = hidden;
      show = shown;
      return () => {
        hide = undefined;
        show = undefined;
      };
    },
    storage,
  };
  const beacons = () =>
    sent.map(({ url, body }) => {
      expect(url).toBe(BEACON_PATH);
      const parsed = parseBeacon(JSON.parse(body));
      if (!parsed.ok) throw new Error(`the server refuses the beacon: ${parsed.code}`);
      return parsed.beacon;
    });
  return {
    host,
    page,
    beacons,
    advance: (ms: number) => {
      now += ms;
    },
    tick: () => tick?.(),
    hide: () => hide?.(),
    show: () => show?.(),
  };
}

describe('the analytics queue', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('sends what was tracked since the last drain as one beacon the server accepts, stamped with the page', () => {
    const page = fakePage();
    stop = startQueue(page.host);
    page.advance(1200);
    track({ event: 'page_view' });
    page.page.pathname = '/fr/checkout/order/';
    page.page.title = 'Panier';
    page.advance(800);
    track({ event: 'add_to_cart', event_category: 'Ecommerce', event_label: '' });
    expect(page.beacons()).toEqual([]);

    page.tick();
    page.tick(); // nothing new: no empty beacon
    const beacons = page.beacons();
    expect(beacons).toHaveLength(1);
    // The session starts with its first event.
    expect(beacons[0].session_id).toBe('1700000001');
    expect(beacons[0].events).toEqual([
      { event: 'page_view', page_path: '/fr/catalog/', page_title: 'Catalogue', engagement_time_msec: 1200 },
      {
        event: 'add_to_cart',
        event_category: 'Ecommerce',
        page_path: '/fr/checkout/order/',
        page_title: 'Panier',
        engagement_time_msec: 800,
      },
    ]);
  });

  it('flushes the queue when the page is hidden, in beacons of at most 50 events', () => {
    const page = fakePage();
    stop = startQueue(page.host);
    for (let index = 0; index < 60; index += 1) track({ event: 'search', search_term: `term ${index}` });
    page.hide();
    expect(page.beacons().map((beacon) => beacon.events.length)).toEqual([50, 10]);
    expect(page.beacons()[1].events[9].search_term).toBe('term 59');
  });

  it('refuses an event without a name (EventMissing) and queues nothing for it', () => {
    const page = fakePage();
    stop = startQueue(page.host);
    expect(() => track({ event: '' })).toThrow(EventMissing);
    page.tick();
    expect(page.beacons()).toEqual([]);
  });

  it('logs a failing send instead of throwing at the visitor, and stops listening once stopped', () => {
    const page = fakePage();
    page.host.send = () => {
      throw new Error('offline');
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    stop = startQueue(page.host);
    track({ event: 'page_view' });
    expect(() => page.tick()).not.toThrow();
    expect(error).toHaveBeenCalledWith('Analytics beacon failed', expect.any(Error));
    error.mockRestore();
    stop();
    stop = undefined;
    let sentAfterStop = 0;
    page.host.send = () => {
      sentAfterStop += 1;
    };
    track({ event: 'page_view' });
    page.tick();
    page.hide();
    expect(sentAfterStop).toBe(0);
  });

  it("sends the download page's path and title with the order key redacted", () => {
    const page = fakePage();
    page.page.pathname = '/en/checkout/download/Zk3n8Qp1vW2xY7aB4cD9eF0gH6iJ/';
    page.page.title = 'Your downloads';
    const redacted = `/en/checkout/download/${REDACTED_KEY}/`;
    stop = startQueue(page.host);
    track({ event: 'page_view', page_path: page.page.pathname, page_title: page.page.pathname });
    track({ event: 'purchase' });
    page.tick();
    expect(page.beacons()[0].events).toEqual([
      expect.objectContaining({ page_path: redacted, page_title: redacted }),
      expect.objectContaining({ page_path: redacted, page_title: 'Your downloads' }),
    ]);
    expect(JSON.stringify(page.beacons())).not.toContain('Zk3n8Qp1vW2xY7aB4cD9eF0gH6iJ');
  });

  it('keeps the session across page loads of a tab, and starts a new one after 30 minutes without activity', () => {
    const storage = tabStorage();
    const first = fakePage(1_700_000_000_000, storage);
    stop = startQueue(first.host);
    track({ event: 'page_view' });
    first.tick();
    stop();
    // A reload 10 minutes later: the same session.
    const reload = fakePage(1_700_000_600_000, storage);
    stop = startQueue(reload.host);
    track({ event: 'page_view' });
    reload.tick();
    reload.advance(SESSION_TIMEOUT_MS + 1);
    track({ event: 'page_view' });
    reload.tick();
    expect([...first.beacons(), ...reload.beacons()].map((beacon) => beacon.session_id)).toEqual([
      '1700000000',
      '1700000000',
      String(Math.floor((1_700_000_600_000 + SESSION_TIMEOUT_MS + 1) / 1000)),
    ]);
    // Another tab has its own.
    stop();
    const otherTab = fakePage(1_700_000_700_000);
    stop = startQueue(otherTab.host);
    track({ event: 'page_view' });
    otherTab.tick();
    expect(otherTab.beacons()[0].session_id).toBe('1700000700');
  });

  it('counts no engagement while the tab was hidden, and tracks what the hide handler adds before flushing', () => {
    const page = fakePage();
    stop = startQueue(page.host, () => track({ event: 'page_view', page_path: '/fr/pending/' }));
    page.advance(2000);
    page.hide();
    expect(page.beacons()[0].events).toEqual([
      { event: 'page_view', page_path: '/fr/pending/', page_title: 'Catalogue', engagement_time_msec: 2000 },
    ]);
    page.advance(8 * 3_600_000);
    page.show();
    page.advance(500);
    track({ event: 'search', search_term: 'pump' });
    page.tick();
    expect(page.beacons()[1].events[0].engagement_time_msec).toBe(500);
  });
});
