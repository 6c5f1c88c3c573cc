import type { Core } from '@strapi/strapi';
import { priceCacheMs } from '../../../env/price-cache';

/**
 * A short-lived in-process cache of what cart pricing reads (diagram prices, discount codes, special offers),
 * so a hot cart is priced without a database round trip. Entries live `SHOP_PRICE_CACHE_SECONDS` (default 5;
 * 0 turns the cache off). Any write to a diagram, a discount code, a special offer or a price component through
 * Strapi (admin, Document Service, entity queries, seeds) empties every pricing cache through database lifecycle
 * hooks; a load that was under way during such a write is not stored. Writes that bypass Strapi (raw SQL, another
 * process or instance) are seen once the entries expire, so at most a few seconds late.
 */

const WATCHED_MODELS = [
  'api::diagram.diagram',
  'api::discount-code.discount-code',
  'api::special-offer.special-offer',
  'shop.price',
];
const WRITE_EVENTS = [
  'beforeCreate',
  'afterCreate',
  'beforeCreateMany',
  'afterCreateMany',
  'beforeUpdate',
  'afterUpdate',
  'beforeUpdateMany',
  'afterUpdateMany',
  'beforeDelete',
  'afterDelete',
  'beforeDeleteMany',
  'afterDeleteMany',
] as const;
const MAX_ENTRIES = 20_000;

let generation = 0;
const caches = new Set<PricingCache<unknown, unknown>>();
const subscribed = new WeakSet<object>();

/** Empties every pricing cache (and makes loads under way not store what they read). */
export function invalidatePricingCaches(): void {
  generation += 1;
  for (const cache of caches) cache.clear();
}

/** Subscribes the invalidation to the database lifecycles of `strapi`, once per instance. */
export function watchPricingWrites(strapi: Core.Strapi): void {
  if (subscribed.has(strapi)) return;
  subscribed.add(strapi);
  const subscriber: Record<string, unknown> = { models: WATCHED_MODELS };
  for (const event of WRITE_EVENTS) subscriber[event] = () => invalidatePricingCaches();
  strapi.db.lifecycles.subscribe(subscriber as never);
}

export class PricingCache<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

  constructor(private readonly ttlMs = priceCacheMs()) {
    caches.add(this as PricingCache<unknown, unknown>);
  }

  clear(): void {
    this.entries.clear();
  }

  /**
   * The values of `keys`: from the cache while fresh, the others through `load` (called once with the missing
   * keys; what it does not return is cached as `missing`, if given, else left out).
   */
  async getMany(keys: K[], load: (missing: K[]) => Promise<Map<K, V>>, missing?: V): Promise<Map<K, V>> {
    const now = Date.now();
    const found = new Map<K, V>();
    const toLoad: K[] = [];
    for (const key of keys) {
      const entry = this.ttlMs > 0 ? this.entries.get(key) : undefined;
      if (entry && entry.expires > now) found.set(key, entry.value);
      else toLoad.push(key);
    }
    if (toLoad.length === 0) return found;

    const startedAt = generation;
    const loaded = await load(toLoad);
    const store = this.ttlMs > 0 && generation === startedAt;
    if (store && this.entries.size + toLoad.length > MAX_ENTRIES) this.entries.clear();
    const expires = Date.now() + this.ttlMs;
    for (const key of toLoad) {
      const value = loaded.has(key) ? loaded.get(key)! : missing;
      if (value === undefined) continue;
      found.set(key, value);
      if (store) this.entries.set(key, { value, expires });
    }
    return found;
  }
}
