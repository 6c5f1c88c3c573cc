import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

export interface GatewayProcess {
  url: string;
  /** Heap and RSS in MB, after a forced garbage collection in the gateway's process, and its CPU time so far. */
  memory(): Promise<{ heapMb: number; rssMb: number; cpuSeconds: number }>;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 60_000;
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

function nextMessage<T>(child: ChildProcess, key: string, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`the gateway process sent no ${key} within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message: Record<string, unknown>) => {
      if (!(key in message)) return;
      done();
      resolve(message[key] as T);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`the gateway process exited with code ${code}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Starts a gateway from the sources in a process of its own, on a free port: its memory is then its own, measured
 * apart from the test's, and no test harness wraps its errors. `env` is its whole configuration.
 */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child = fork(path.join(__dirname, 'gateway-main.ts'), {
    execArgv: ['--expose-gc', '--require', path.join(__dirname, 'swc-register.cjs')],
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const port = await nextMessage<number>(child, 'port', START_TIMEOUT_MS);
  return {
    url: `http://127.0.0.1:${port}`,
    async memory() {
      child.send('memory');
      const { heapUsed, rss, cpuSeconds } = await nextMessage<NodeJS.MemoryUsage & { cpuSeconds: number }>(
        child,
        'memory',
        10_000,
      );
      return { heapMb: mb(heapUsed), rssMb: mb(rss), cpuSeconds };
    },
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.disconnect();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
