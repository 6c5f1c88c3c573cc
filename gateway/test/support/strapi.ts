import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const BACKEND_DIR = path.resolve(__dirname, '../../../backend');
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LINES_KEPT = 40;

export interface StrapiOptions {
  port: number;
  /** SQLite file; a fresh one is seeded on first start. */
  databaseFilename: string;
  env?: Record<string, string>;
}

export interface StrapiProcess {
  url: string;
  /** SIGTERM, then waits for the process to exit (SIGKILL if it does not within 15 s). */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('could not pick a free port');
  return address.port;
}

/** Starts the repo's Strapi (backend/, built) on 127.0.0.1:port and resolves once /_health answers. */
export async function startStrapi({ port, databaseFilename, env = {} }: StrapiOptions): Promise<StrapiProcess> {
  if (!existsSync(path.join(BACKEND_DIR, 'dist'))) {
    throw new Error(`${BACKEND_DIR}/dist is missing: run \`npm --prefix backend run build\` first.`);
  }
  const { NODE_ENV: _jestSetsTest, ...inherited } = process.env;
  const child = spawn(process.execPath, ['node_modules/.bin/strapi', 'start'], {
    cwd: BACKEND_DIR,
    env: {
      ...inherited,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_CLIENT: 'sqlite',
      DATABASE_FILENAME: databaseFilename,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepLastLines(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // A test that crashes must not leave Strapi running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const url = `http://127.0.0.1:${port}`;
  const outcome = await Promise.race([
    waitForHealth(url).then((healthy) => (healthy ? 'ready' : `no health answer within ${START_TIMEOUT_MS} ms`)),
    exited.then((code) => `exited with code ${code}`),
  ]);
  if (outcome !== 'ready') {
    child.kill('SIGKILL');
    throw new Error(`Strapi on port ${port} did not become healthy (${outcome}):\n${output()}`);
  }

  return {
    url,
    async stop() {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForHealth(url: string): Promise<boolean> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/_health`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function keepLastLines(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n'));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}
