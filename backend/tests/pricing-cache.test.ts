import type { Core } from '@strapi/strapi';
import { invalidatePricingCaches, PricingCache, watchPricingWrites } from '../src/domains/shop/pricing/cache';

/** A loader that answers `value-<key>` for keys below 100 and records what it was asked. */
function loader() {
  const calls: number[][] = [];
  const load = async (keys: number[]) => {
    calls.push(keys);
    return new Map(keys.filter((key) => key < 100).map((key) => [key, `value-${key}`]));
  };
  return { calls, load };
}

describe('PricingCache', () => {
  afterEach(() => jest.useRealTimers());

  it('loads only the keys it does not hold, once, and serves the others from memory', async () => {
    const cache = new PricingCache<number, string>(5_000);
    const { calls, load } = loader();
    expect(await cache.getMany([1, 2], load)).toEqual(
      new Map([
        [1, 'value-1'],
        [2, 'value-2'],
      ]),
    );
    expect(await cache.getMany([2, 3], load)).toEqual(
      new Map([
        [2, 'value-2'],
        [3, 'value-3'],
      ]),
    );
    expect(calls).toEqual([[1, 2], [3]]);
  });

  it('leaves out what the loader does not return, or caches it as the given missing value', async () => {
    const cache = new PricingCache<number, string | null>(5_000);
    const { calls, load } = loader();
    expect(await cache.getMany([1, 500], load)).toEqual(new Map([[1, 'value-1']]));
    expect(await cache.getMany([500], load)).toEqual(new Map());
    expect(await cache.getMany([600], load, null)).toEqual(new Map([[600, null]]));
    expect(await cache.getMany([600], load, null)).toEqual(new Map([[600, null]]));
    expect(calls).toEqual([[1, 500], [500], [600]]);
  });

  it('reloads entries older than its time to live; a time to live of 0 caches nothing', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new PricingCache<number, string>(5_000);
    const { calls, load } = loader();
    await cache.getMany([1], load);
    jest.setSystemTime(1_004_999);
    await cache.getMany([1], load);
    jest.setSystemTime(1_005_001);
    await cache.getMany([1], load);
    expect(calls).toEqual([[1], [1]]);

    const off = new PricingCache<number, string>(0);
    const offLoader = loader();
    await off.getMany([1], offLoader.load);
    await off.getMany([1], offLoader.load);
    expect(offLoader.calls).toEqual([[1], [1]]);
  });

  it('is emptied by an invalidation, and does not store a load that was under way during one', async () => {
    const cache = new PricingCache<number, string>(5_000);
    const { calls, load } = loader();
    await cache.getMany([1], load);
    invalidatePricingCaches();
    await cache.getMany([1], load);
    expect(calls).toEqual([[1], [1]]);

    let version = 'old';
    const racing = cache.getMany([2], async (keys) => {
      invalidatePricingCaches(); // a write lands while the rows are read
      return new Map(keys.map((key) => [key, `${version}-${key}`]));
    });
    expect(await racing).toEqual(new Map([[2, 'old-2']]));
    version = 'new';
    expect(await cache.getMany([2], async (keys) => new Map(keys.map((key) => [key, `${version}-${key}`])))).toEqual(
      new Map([[2, 'new-2']]),
    );
  });

  it('is invalidated by the database lifecycles of diagrams, codes, offers and prices, subscribed once per app', async () => {
    const subscribers: Record<string, unknown>[] = [];
    const strapi = {
      db: { lifecycles: { subscribe: (subscriber: Record<string, unknown>) => subscribers.push(subscriber) } },
    };
    watchPricingWrites(strapi as unknown as Core.Strapi);
    watchPricingWrites(strapi as unknown as Core.Strapi);
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0].models).toEqual(
      expect.arrayContaining([
        'api::diagram.diagram',
        'api::discount-code.discount-code',
        'api::special-offer.special-offer',
        'shop.price',
      ]),
    );

    const cache = new PricingCache<number, string>(5_000);
    const { calls, load } = loader();
    await cache.getMany([1], load);
    for (const event of ['afterUpdate', 'afterCreate', 'afterDelete', 'afterUpdateMany', 'afterDeleteMany']) {
      (subscribers[0][event] as () => void)();
      await cache.getMany([1], load);
    }
    expect(calls).toHaveLength(6);
  });
});
