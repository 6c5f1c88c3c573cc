import type { Beacon, BeaconEvent } from './beacon';
import type { MatomoConfig } from '../../config/analytics';
import type { ConsentedVisitor } from './context';
import { toGa4Bodies } from './ga4';
import { toMatomoBulk } from './matomo';

const visitor: ConsentedVisitor = {
  clientId: '0123456789abcdef',
  origin: 'https://shop.example',
  userAgent: 'Mozilla/5.0 Test',
  address: '203.0.113.7',
};
const matomo: MatomoConfig = { trackerUrl: 'https://matomo.example/matomo.php', siteId: 3, token: 'tok' };
const diagram = {
  item_id: '42',
  item_name: 'Heat pump',
  item_variant: 'Single user',
  item_category: 'Diagram' as const,
  price: '9.00',
  currency: 'EUR',
  quantity: 1 as const,
};

const ga4 = (event: BeaconEvent) => toGa4Bodies({ session_id: '1700000000', events: [event] }, visitor)[0];
const matomoQuery = (event: BeaconEvent) =>
  Object.fromEntries(
    new URLSearchParams(toMatomoBulk({ session_id: '1', events: [event] }, matomo, visitor).requests[0]),
  );

describe('GA4 Measurement Protocol payloads', () => {
  it('a page view carries the full page URL, title, session and engagement time', () => {
    const body = ga4({ event: 'page_view', page_path: '/en/catalog', page_title: 'Catalog' });
    expect(body).toEqual({
      // 0x01234567 . 0x89abcdef
      client_id: '19088743.2309737967',
      user_agent: 'Mozilla/5.0 Test',
      ip_override: '203.0.113.7',
      events: [
        {
          name: 'page_view',
          params: {
            page_title: 'Catalog',
            page_location: 'https://shop.example/en/catalog',
            session_id: '1700000000',
            engagement_time_msec: 1,
          },
        },
      ],
    });
  });

  it.each(['add_to_cart', 'remove_from_cart'])('%s has its items with numeric prices', (name) => {
    const { events } = ga4({ event: name, event_category: 'Ecommerce', event_label: 'Heat pump', items: [diagram] });
    expect(events[0].name).toBe(name);
    expect(events[0].params).toMatchObject({
      event_category: 'Ecommerce',
      items: [{ item_id: '42', item_name: 'Heat pump', item_category: 'Diagram', price: 9, quantity: 1 }],
    });
  });

  it('begin_checkout and add_shipping_info carry value, currency and coupon', () => {
    for (const name of ['begin_checkout', 'add_shipping_info']) {
      const { events } = ga4({ event: name, value: '18.50', currency: 'EUR', coupon: 'SPRING', items: [diagram] });
      expect(events[0]).toMatchObject({ name, params: { value: 18.5, currency: 'EUR', coupon: 'SPRING' } });
    }
  });

  it('a purchase carries transaction_id and the order lines', () => {
    const line = { ...diagram, diagram_id: '42', diagram_name: 'Heat pump', final_price: '7.20', license: 'Team' };
    const { events } = ga4({
      event: 'purchase',
      transaction_id: 'ORD-1',
      value: '7.20',
      currency: 'EUR',
      items: [line],
    });
    expect(events[0].params).toMatchObject({
      transaction_id: 'ORD-1',
      value: 7.2,
      items: [{ diagram_id: '42', final_price: 7.2, license: 'Team' }],
    });
  });

  it('a menu click keeps its category Menu', () => {
    const { events } = ga4({ event: 'click', event_category: 'Menu', event_label: 'Catalog' });
    expect(events[0].params).toMatchObject({ event_category: 'Menu', event_label: 'Catalog' });
  });

  it('splits a batch over requests of at most 25 events', () => {
    const beacon: Beacon = { session_id: '1', events: Array.from({ length: 30 }, () => ({ event: 'search' })) };
    expect(toGa4Bodies(beacon, visitor).map((body) => body.events.length)).toEqual([25, 5]);
  });
});

describe('Matomo tracking requests', () => {
  it('a page view is an action with its title, URL, visitor id, user agent and address', () => {
    expect(matomoQuery({ event: 'page_view', page_path: '/en/catalog', page_title: 'Catalog' })).toMatchObject({
      idsite: '3',
      rec: '1',
      _id: '0123456789abcdef',
      action_name: 'Catalog',
      url: 'https://shop.example/en/catalog',
      ua: 'Mozilla/5.0 Test',
      cip: '203.0.113.7',
    });
  });

  it('a page without title is named after its path', () => {
    expect(matomoQuery({ event: 'page_view', page_path: '/en/s' }).action_name).toBe('/en/s');
  });

  it.each(['add_to_cart', 'remove_from_cart'])('%s is an e-commerce cart update with ec_items', (name) => {
    const query = matomoQuery({ event: name, event_category: 'Ecommerce', items: [diagram] });
    expect(query).toMatchObject({ idgoal: '0', revenue: '9' });
    expect(query.ec_id).toBeUndefined();
    expect(JSON.parse(query.ec_items)).toEqual([['42', 'Heat pump', 'Diagram', 9, 1]]);
  });

  it('a purchase is an e-commerce order with ec_id, revenue and the final prices', () => {
    const line = { ...diagram, final_price: '7.20' };
    const query = matomoQuery({ event: 'purchase', transaction_id: 'ORD-1', value: '7.20', items: [line] });
    expect(query).toMatchObject({ idgoal: '0', ec_id: 'ORD-1', revenue: '7.2' });
    expect(JSON.parse(query.ec_items)).toEqual([['42', 'Heat pump', 'Diagram', 7.2, 1]]);
  });

  it('begin_checkout, add_shipping_info and menu clicks are events with their category', () => {
    expect(matomoQuery({ event: 'begin_checkout', event_category: 'Ecommerce' })).toMatchObject({
      e_c: 'Ecommerce',
      e_a: 'begin_checkout',
    });
    expect(matomoQuery({ event: 'add_shipping_info', event_category: 'Ecommerce' }).e_a).toBe('add_shipping_info');
    expect(matomoQuery({ event: 'click', event_category: 'Menu', event_label: 'Catalog' })).toMatchObject({
      e_c: 'Menu',
      e_a: 'click',
      e_n: 'Catalog',
    });
  });

  it("a search goes to Matomo's site search with its term, not as an event", () => {
    const query = matomoQuery({ event: 'search', search_term: 'heat pump', page_path: '/fr/s/heat-pump/' });
    expect(query).toMatchObject({ search: 'heat pump', url: 'https://shop.example/fr/s/heat-pump/' });
    expect(query.e_a).toBeUndefined();
  });

  it('sends the address only with token_auth, which Matomo requires for cip', () => {
    const bulk = toMatomoBulk(
      { session_id: '1', events: [{ event: 'search' }] },
      { ...matomo, token: undefined },
      visitor,
    );
    expect(bulk.token_auth).toBeUndefined();
    expect(new URLSearchParams(bulk.requests[0]).get('cip')).toBeNull();
  });
});
