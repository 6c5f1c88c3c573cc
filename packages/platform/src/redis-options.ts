/**
 * The options every Redis client of the shop is made with (ioredis's): Redis holds shared caches and allowances,
 * and must never make a request slower than what it shields. While it is unreachable a command fails at once (no
 * offline queue, one retry) and the caller counts a miss or counts in memory; a slow command fails after
 * `commandTimeoutMs`. ioredis keeps reconnecting meanwhile. No ioredis import here: the backend, which uses no
 * Redis, loads this package too.
 */
export function failFastRedisOptions(commandTimeoutMs: number) {
  return {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    // ioredis waits this long for a socket that is already gone when closing after a failed connect.
    disconnectTimeout: commandTimeoutMs,
  };
}
