import { EventMissing, track } from './events';
import { BEACON_PATH, DRAIN_MS, type QueueHost, startQueue } from './queue';
import { parseBeacon } from './server/beacon';

/** A page whose clock, timer and visibility the test drives. */
function fakePage(start = 1_700_000_000_000) {
  const sent: { url: string; body: string }[] = [];
  let now = start;
  let tick: (() => void) | undefined;
  let hide: (() => void) | undefined;
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
    onHide: (run) => {
      hide = run;
      return () => {
        hide = undefined;
      };
    },
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
    expect(beacons[0].session_id).toBe('1700000000');
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
});
