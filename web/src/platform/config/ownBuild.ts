/** Without a build (`next dev`), pages and endpoint agree on one id, so nothing looks stale there. */
const DEVELOPMENT = { id: 'development', time: new Date().toISOString() };

/**
 * The build this server runs, inlined by next.config at build time. A cache of rendered pages
 * shared by servers of several builds (issue 13's Redis) must key its entries with this id.
 */
export function ownBuild(): { id: string; time: string } {
  const id = process.env.SHOP_BUILD_ID;
  const time = process.env.SHOP_BUILD_TIME;
  return id && time ? { id, time } : DEVELOPMENT;
}
