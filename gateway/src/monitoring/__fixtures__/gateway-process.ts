import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

const GATEWAY_DIR = path.join(__dirname, '..', '..', '..');

/** Compiles the gateway to dist/, as `npm run build -w gateway` does. */
export function buildGateway(): void {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], {
    cwd: GATEWAY_DIR,
    stdio: 'inherit',
  });
}

export interface GatewayProcess {
  url: string;
  /** The gateway's log lines so far (pino JSON, parsed). */
  logs: Array<{ level: number; msg: string }>;
  graphql(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> } }>;
  /** SIGTERM, as an orchestrator stops it; resolves to the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the built gateway as its start command does (with the Sentry preload), in a process of its own, with
 * nothing of this process's environment but PATH and `env`.
 */
export function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', './dist/monitoring/instrument.js', 'dist/server.js'],
    {
      cwd: GATEWAY_DIR,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const logs: GatewayProcess['logs'] = [];
  return new Promise((resolve, reject) => {
    exited.then((code) => reject(new Error(`gateway exited (${code}) before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const entry = JSON.parse(line) as GatewayProcess['logs'][number] & { port?: number };
      logs.push(entry);
      if (entry.msg !== 'gateway listening') return;
      const url = `http://127.0.0.1:${entry.port}`;
      resolve({
        url,
        logs,
        async graphql(query, variables, headers = {}) {
          const response = await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...headers },
            body: JSON.stringify({ query, variables }),
          });
          return { status: response.status, body: await response.json() };
        },
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
  });
}
