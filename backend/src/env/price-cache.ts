/** How long a pricing cache keeps what it read (SHOP_PRICE_CACHE_SECONDS, default 5 s; 0 turns caching off). */
export function priceCacheMs(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.SHOP_PRICE_CACHE_SECONDS ?? 5);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}
