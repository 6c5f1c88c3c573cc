import { trackSearch, trackWishlist } from './engagement';
import { type AnalyticsEvent, subscribe } from './events';
import { parseBeacon } from './server/beacon';

describe('search and wishlist events', () => {
  it('carry the search term and the wishlist diagram as GA4 recommends, in a shape the beacon accepts', () => {
    const received: AnalyticsEvent[] = [];
    const unsubscribe = subscribe((event) => received.push(event));
    trackSearch('heat pump');
    trackWishlist('add', 42, 'Heat pump');
    trackWishlist('remove', 42, 'Heat pump');
    unsubscribe();
    const item = { item_id: '42', item_name: 'Heat pump', item_category: 'Diagram', quantity: 1 };
    expect(received).toEqual([
      { event: 'search', search_term: 'heat pump' },
      { event: 'add_to_wishlist', event_label: 'Heat pump', items: [item] },
      { event: 'remove_from_wishlist', event_label: 'Heat pump', items: [item] },
    ]);
    expect(parseBeacon({ session_id: '1', events: received }).ok).toBe(true);
  });

  it('are logged, never thrown at the visitor, when a sink fails', () => {
    const unsubscribe = subscribe(() => {
      throw new Error('sink down');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => trackSearch('pump')).not.toThrow();
    expect(error).toHaveBeenCalledWith('Search tracking failed', expect.any(Error));
    error.mockRestore();
    unsubscribe();
  });
});
