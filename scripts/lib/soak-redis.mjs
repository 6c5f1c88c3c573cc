// The soak's Redis, as compose runs one beside the gateway and the web: a redis-server of the soak's own (Debian's
// package) with compose's settings (deploy/redis.conf), or none on a machine without one.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Redis from 'ioredis';
import { start } from './processes.mjs';

/** Starts redis-server on `port` and resolves to its handle once it answers, or to null without redis-server. */
export async function startRedis({ port, cwd, log }) {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const args = [join(import.meta.dirname, '../../deploy/redis.conf'), '--port', String(port), '--bind', '127.0.0.1'];
  const handle = start('redis', 'redis-server', args, { cwd, log });
  for (let attempt = 0; attempt < 100; attempt++) {
    // Gone (its port taken, say): whatever answers there is not the soak's to empty.
    if (handle.child.exitCode !== null || handle.child.signalCode !== null) {
      throw new Error(`redis-server exited (its log: redis.log)`);
    }
    const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
    // Refused until it listens: connect() rejects, and the client's error event needs a listener too.
    client.on('error', () => {});
    try {
      await client.connect();
      client.disconnect();
      return handle;
    } catch {
      client.disconnect();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}
