import Redis from 'ioredis';
import { MemoryReplayStore, ReplayStoreUnavailableError, openReplayStore } from './replay-store';

describe('replay stores', () => {
  it('in memory: a key is claimed once while it lives, and again once it expired', async () => {
    const store = new MemoryReplayStore();
    expect(await store.claim('a', 60)).toBe(true);
    expect(await store.claim('a', 60)).toBe(false);
    expect(await store.claim('b', 60)).toBe(true);
    expect(await store.claim('short', 0.05)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.claim('short', 0.05)).toBe(true);
  });

  it('with Redis unreachable, refuses to claim rather than accept a proof other gateways cannot see', async () => {
    // Port 9 (discard) refuses connections: every command fails at once without the offline queue.
    const redis = new Redis('redis://127.0.0.1:9', { lazyConnect: true, enableOfflineQueue: false });
    redis.on('error', () => undefined);
    try {
      const store = openReplayStore(redis, 'test:');
      await expect(store.claim('proof', 60)).rejects.toBeInstanceOf(ReplayStoreUnavailableError);
    } finally {
      redis.disconnect();
    }
  });
});
