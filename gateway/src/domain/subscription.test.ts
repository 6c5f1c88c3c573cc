import { type Subscription, type SubscriptionStatus, currentSubscription } from './subscription';

const subscription = (id: string, status: SubscriptionStatus): Subscription => ({
  id,
  status,
  planLegacyId: 1,
  planName: 'Starter Monthly',
  price: { currency: 'EUR', amount: '17.48' },
  credits: 10,
  bonus: 0,
  paymentCycleMonths: 1,
  creditsExpirationDays: 90,
  currentPeriodEnd: null,
  nextRenewalAt: null,
  cancelledAt: null,
  createdAt: new Date('2026-11-01T00:00:00Z'),
  cardLast4: null,
  paymentFlow: 'CARD',
  billingPortal: false,
});

describe('currentSubscription', () => {
  it('is the newest subscription past its checkout: a newer PENDING one (a checkout not paid) does not hide it', () => {
    const list = [subscription('new', 'PENDING'), subscription('live', 'ACTIVE'), subscription('old', 'CANCELLED')];
    expect(currentSubscription(list)?.id).toBe('live');
  });

  it('may be cancelled or past due: the account still sees its plan', () => {
    expect(currentSubscription([subscription('c', 'CANCELLED')])?.status).toBe('CANCELLED');
    expect(currentSubscription([subscription('p', 'PAST_DUE'), subscription('a', 'ACTIVE')])?.id).toBe('p');
  });

  it('is null with none, or only a checkout not yet paid', () => {
    expect(currentSubscription([])).toBeNull();
    expect(currentSubscription([subscription('p', 'PENDING')])).toBeNull();
  });
});
