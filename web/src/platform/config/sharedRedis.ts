/**
 * The Redis every web process of a deployment shares (REDIS_URL) for the page cache and the per-client allowances,
 * and the prefix of the web's keys there (REDIS_KEY_PREFIX, default `web:`). Unset: each process keeps its own in
 * memory, which serves one process.
 */
export const sharedRedis = (): { url: string | undefined; keyPrefix: string } => ({
  url: process.env.REDIS_URL || undefined,
  keyPrefix: process.env.REDIS_KEY_PREFIX ?? 'web:',
});
