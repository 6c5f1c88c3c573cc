import { memoryStorage } from '@/platform/storage/memoryStorage';
import { forgetSubscribeKey, subscribeKey } from './subscribeAttempt';

const request = { userId: '12', planId: 'plan1', currency: 'USD' };

describe('the subscribe idempotency key', () => {
  it('is reused by a retry of the same account, plan and currency', () => {
    const storage = memoryStorage();
    expect(subscribeKey(request, storage)).toBe(subscribeKey({ ...request }, storage));
  });

  it('is new for another account, another plan or another currency', () => {
    const storage = memoryStorage();
    const first = subscribeKey(request, storage);
    const others = [
      subscribeKey({ ...request, userId: '13' }, storage),
      subscribeKey({ ...request, planId: 'plan2' }, storage),
      subscribeKey({ ...request, currency: 'EUR' }, storage),
    ];
    expect(new Set([first, ...others]).size).toBe(4);
    // Back to the first request after a currency switch: a new request, not a replay of the old one.
    expect(subscribeKey(request, storage)).not.toBe(first);
  });

  it('is forgotten once used or refused, so the next call is a new request', () => {
    const storage = memoryStorage();
    const first = subscribeKey(request, storage);
    forgetSubscribeKey(storage);
    expect(subscribeKey(request, storage)).not.toBe(first);
  });
});
