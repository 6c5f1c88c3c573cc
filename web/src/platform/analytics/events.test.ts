import { EventMissing, subscribe, track, type AnalyticsEvent } from './events';
import { trackMenuClick } from './trackMenuClick';

describe('analytics events', () => {
  it('refuse an event without a name', () => {
    expect(() => track({ event: '' })).toThrow(EventMissing);
  });

  it('go to every sink until it unsubscribes, and nowhere without one', () => {
    expect(() => track({ event: 'page_view' })).not.toThrow();
    const received: AnalyticsEvent[] = [];
    const unsubscribe = subscribe((event) => received.push(event));
    track({ event: 'page_view', page_path: '/faq/' });
    unsubscribe();
    track({ event: 'page_view' });
    expect(received).toEqual([{ event: 'page_view', page_path: '/faq/' }]);
  });

  it('report a menu click in the Menu category and log a failing sink instead of throwing', () => {
    const received: AnalyticsEvent[] = [];
    const unsubscribeSpy = subscribe((event) => received.push(event));
    const unsubscribeBroken = subscribe(() => {
      throw new Error('sink down');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    trackMenuClick('FAQ', '/faq/');
    expect(received).toEqual([{ event: 'menu_click', event_category: 'Menu', event_label: 'FAQ', link_url: '/faq/' }]);
    expect(error).toHaveBeenCalledWith('Menu click tracking failed', expect.any(Error));
    error.mockRestore();
    unsubscribeSpy();
    unsubscribeBroken();
  });
});
