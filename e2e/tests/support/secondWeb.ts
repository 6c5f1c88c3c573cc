import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from './test';

const root = join(__dirname, '../../..');

/** Where the second web `portOffset` above the stack's listens (for a spec's `test.use({ baseURL })`). */
export const secondWebUrl = (portOffset: number) =>
  `http://localhost:${Number(new URL(process.env.BASE_URL ?? 'http://localhost:3000').port) + portOffset}`;

/**
 * Starts a second web from the stack's build, `portOffset` above the stack's web, with `env` added to the stack's
 * run-time configuration (a third party's stand-in, say); resolves once it serves its home page. Its output goes to
 * `.tmp/test/<name>.log`, beside the stack's logs, for a failing run. Call from a `beforeAll` given 120 s.
 */
export async function startSecondWeb({
  name,
  portOffset,
  env,
}: {
  name: string;
  portOffset: number;
  env: Record<string, string | undefined>;
}) {
  const url = secondWebUrl(portOffset);
  const log = openSync(join(root, `.tmp/test/${name}.log`), 'w');
  const web = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: join(root, 'web'),
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: new URL(url).port,
      GATEWAY_URL: process.env.GATEWAY_URL,
      MEDIA_PUBLIC_URL: process.env.BACKEND_URL,
      TRUSTED_PROXY_HOPS: '1',
      ...env,
    },
    stdio: ['ignore', log, log],
  });
  try {
    await expect
      .poll(
        () =>
          fetch(`${url}/`).then(
            (response) => response.status,
            () => 0,
          ),
        { timeout: 90_000, intervals: [500] },
      )
      .toBe(200);
  } catch (error) {
    web.kill();
    throw error;
  }
  return { url, stop: () => web.kill() };
}
