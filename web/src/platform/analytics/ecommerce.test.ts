import { subscribe, type AnalyticsEvent } from './events';
import {
  trackAddShippingInfo,
  trackAddToCart,
  trackBeginCheckout,
  trackPlanPurchase,
  trackPurchase,
  trackRemoveFromCart,
} from './ecommerce';

describe('e-commerce events', () => {
  it('do nothing without a sink (the no-op until analytics arrives)', () => {
    expect(() => trackAddToCart({ diagramId: 1, title: 'Funnel' })).not.toThrow();
  });

  it('go out in the Ecommerce category with their items', () => {
    const received: AnalyticsEvent[] = [];
    const unsubscribe = subscribe((event) => received.push(event));
    const line = { diagramId: 7, title: 'Funnel', price: { amount: '9.00', currency: 'USD' } };
    trackAddToCart(line);
    trackRemoveFromCart({ diagramId: 7, title: 'Funnel' });
    trackBeginCheckout([line], { amount: '9.00', currency: 'USD' }, 'WELCOME10');
    trackAddShippingInfo([{ diagramId: 7, title: 'Funnel' }], 'WELCOME10');
    trackPurchase(
      'key123',
      [{ ...line, price: { amount: '8.10', currency: 'USD' }, license: 'Company', code: 'WELCOME10' }],
      { amount: '8.10', currency: 'USD' },
    );
    unsubscribe();
    const funnel = {
      item_id: '7',
      item_name: 'Funnel',
      item_variant: 'Single user',
      item_category: 'Diagram',
      price: '9.00',
      currency: 'USD',
      quantity: 1,
    };
    expect(received).toEqual([
      { event: 'add_to_cart', event_category: 'Ecommerce', event_label: 'Funnel', items: [funnel] },
      {
        event: 'remove_from_cart',
        event_category: 'Ecommerce',
        event_label: 'Funnel',
        items: [
          { item_id: '7', item_name: 'Funnel', item_variant: 'Single user', item_category: 'Diagram', quantity: 1 },
        ],
      },
      {
        event: 'begin_checkout',
        event_category: 'Ecommerce',
        items: [funnel],
        value: '9.00',
        currency: 'USD',
        coupon: 'WELCOME10',
      },
      {
        event: 'add_shipping_info',
        event_category: 'Ecommerce',
        items: [
          { item_id: '7', item_name: 'Funnel', item_variant: 'Single user', item_category: 'Diagram', quantity: 1 },
        ],
        coupon: 'WELCOME10',
      },
      {
        event: 'purchase',
        event_category: 'Ecommerce',
        transaction_id: 'key123',
        value: '8.10',
        currency: 'USD',
        // Spec §3's order line beside GA4's item fields.
        items: [
          {
            ...funnel,
            item_variant: 'Company',
            price: '8.10',
            diagram_id: '7',
            diagram_name: 'Funnel',
            final_price: '8.10',
            license: 'Company',
            code: 'WELCOME10',
          },
        ],
      },
    ]);
  });

  it('carry a paid plan as one item of category Subscription, the subscription as the transaction', () => {
    const received: AnalyticsEvent[] = [];
    const unsubscribe = subscribe((event) => received.push(event));
    trackPlanPurchase('sub_abc', { legacyId: 2, name: 'Pro Monthly', price: { amount: '36.00', currency: 'EUR' } });
    unsubscribe();
    expect(received).toEqual([
      {
        event: 'purchase',
        event_category: 'Ecommerce',
        transaction_id: 'sub_abc',
        value: '36.00',
        currency: 'EUR',
        items: [
          {
            item_id: '2',
            item_name: 'Pro Monthly',
            item_category: 'Subscription',
            price: '36.00',
            currency: 'EUR',
            quantity: 1,
          },
        ],
      },
    ]);
  });

  it('log a failing sink instead of throwing', () => {
    const unsubscribe = subscribe(() => {
      throw new Error('down');
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => trackAddToCart({ diagramId: 1, title: 'x' })).not.toThrow();
    expect(error).toHaveBeenCalledWith('E-commerce tracking failed', expect.any(Error));
    error.mockRestore();
    unsubscribe();
  });
});
