// The soak's Redis, as compose runs one beside the gateway and the web: a redis-server of the soak's own (Debian's
// package) with compose's settings (deploy/redis.conf), or none on a machine without one.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import Redis from 'ioredis';
import { hasExited, start } from './processes.mjs';

/** The process id of the Redis answering on `port`, or undefined while none does. */
async function answeringPid(port) {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
  // Refused until it listens: connect() rejects, and the client's error event needs a listener too.
  client.on('error', () => {});
  try {
    await client.connect();
    return Number((await client.info('server')).match(/^process_id:(\d+)/m)?.[1]);
  } catch {
    return undefined;
  } finally {
    client.disconnect();
  }
}

/** Starts redis-server on `port` and resolves to its handle once it answers, or to null without redis-server. */
export async function startRedis({ port, cwd, log }) {
  if (spawnSync('redis-server', ['--version']).status !== 0) return null;
  const args = [join(import.meta.dirname, '../../deploy/redis.conf'), '--port', String(port), '--bind', '127.0.0.1'];
  const handle = start('redis', 'redis-server', args, { cwd, log });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (hasExited(handle)) throw new Error('redis-server exited (its log: redis.log)');
    const pid = await answeringPid(port);
    if (pid === handle.child.pid) return handle;
    // Another Redis on the port can answer before ours fails to bind it: that one is not the soak's to empty.
    if (pid !== undefined) throw new Error(`port ${port} is taken by another Redis (process ${pid})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}
