import { createConnection } from 'node:net';
import requireContentApi from './require-content-api';

const LOCAL_REDIS = { host: '127.0.0.1', port: 6379 };

/**
 * The content API is required; Redis is optional: when one answers on 127.0.0.1:6379 (or REDIS_TEST_URL is
 * set), the shared-cache test runs against it, else it is skipped. Workers inherit REDIS_TEST_URL.
 */
export default async function globalSetup(): Promise<void> {
  requireContentApi();
  if (!process.env.REDIS_TEST_URL && (await answersPing(LOCAL_REDIS))) {
    process.env.REDIS_TEST_URL = `redis://${LOCAL_REDIS.host}:${LOCAL_REDIS.port}`;
  }
}

function answersPing({ host, port }: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 500 });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}
