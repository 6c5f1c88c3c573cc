import { planGuard } from './planGuard';
import type { StoredSubscription } from './planState';

const plan = { id: 'p', legacyId: 2, name: 'Pro', price: { amount: '39.00', currency: 'USD' } };
const subscription = (status: StoredSubscription['status']): StoredSubscription => ({
  id: 's',
  status,
  name: 'Pro',
  price: plan.price,
});

describe('plan checkout guards (spec §2)', () => {
  it('payment: no plan → /subscription, plan but no subscription → data, else stays', () => {
    expect(planGuard('payment', { plan: null, subscription: null })).toBe('/subscription/');
    expect(planGuard('payment', { plan: null, subscription: subscription('pending') })).toBe('/subscription/');
    expect(planGuard('payment', { plan, subscription: null })).toBe('/checkout/plan/data/');
    expect(planGuard('payment', { plan, subscription: subscription('pending') })).toBeNull();
    expect(planGuard('payment', { plan, subscription: subscription('past_due') })).toBeNull();
  });

  it('payment of an active subscription goes on to welcome', () => {
    expect(planGuard('payment', { plan, subscription: subscription('active') })).toBe('/checkout/plan/welcome/');
  });

  it("welcome: no subscription → data, a status other than 'active' → payment", () => {
    expect(planGuard('welcome', { plan, subscription: null })).toBe('/checkout/plan/data/');
    expect(planGuard('welcome', { plan: null, subscription: null })).toBe('/checkout/plan/data/');
    for (const status of ['pending', 'past_due', 'cancelled'] as const) {
      expect(planGuard('welcome', { plan, subscription: subscription(status) })).toBe('/checkout/plan/payment/');
    }
    expect(planGuard('welcome', { plan, subscription: subscription('active') })).toBeNull();
  });

  it("welcome back from the payment provider's page: a pending subscription waits there for its confirmation", () => {
    expect(planGuard('welcome', { plan, subscription: subscription('pending') }, true)).toBeNull();
    expect(planGuard('welcome', { plan, subscription: subscription('past_due') }, true)).toBe(
      '/checkout/plan/payment/',
    );
    expect(planGuard('welcome', { plan, subscription: null }, true)).toBe('/checkout/plan/data/');
  });
});
