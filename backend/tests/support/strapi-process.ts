import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';

const BACKEND_DIR = path.resolve(__dirname, '..', '..');
const STRAPI_CLI = path.join(BACKEND_DIR, 'node_modules', '@strapi', 'strapi', 'bin', 'strapi.js');
const READY_TIMEOUT_MS = 90_000;

/** The secrets production requires (APP_ENV=production). */
export const SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'DOWNLOAD_SECRET',
  'GATEWAY_SECRET',
];

/** Variables a developer may have exported that would change what the tests start. */
const INHERITED_SETTINGS = [
  'DATABASE_CLIENT',
  'DATABASE_URL',
  'DATABASE_HOST',
  'DATABASE_PORT',
  'DATABASE_NAME',
  'DATABASE_USERNAME',
  'DATABASE_PASSWORD',
  'DATABASE_SCHEMA',
  'DATABASE_SSL',
  'DATABASE_FILENAME',
  'SEED',
  'SEED_DIAGRAMS',
  'FREE_SAMPLE_URL',
  'FREE_SAMPLE_LINK_TTL_SECONDS',
  'CONTACT_EMAIL',
  'SERVE_ADMIN',
  'AUTH_RATE_LIMIT',
  ...SECRETS,
  'DOWNLOAD_TTL_SECONDS',
  'DOWNLOAD_CACHE_DIR',
  'PUBLIC_URL',
  'SHOP_PRICE_CACHE_SECONDS',
  'APP_ENV',
  'NODE_ENV',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'ADMIN_CREDENTIALS_FILE',
  'CORS_ORIGINS',
  'ACCOUNT_SITE_URL',
  'WEB_URL',
  'SESSION_DAYS',
  'MAIL_OUTBOX',
  'MAIL_FROM',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_SECURE',
  'GITHUB_CLIENT_ID',
  'GITHUB_CLIENT_SECRET',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_CLIENT_SECRET',
  'OIDC_LABEL',
  'REVALIDATE_SECRET',
  'GATEWAY_REVALIDATE_URL',
  'PAYMENT_PROVIDER',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_URL',
];

/** The process settings the deployment serves with (deploy/backend.env: heap caps, malloc arenas). */
export function deployedSettings(): Record<string, string> {
  const settings = parseEnv(fs.readFileSync(path.join(BACKEND_DIR, '..', 'deploy', 'backend.env'), 'utf8'));
  return settings as Record<string, string>;
}

export interface StrapiProcess {
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function spawnStrapi(env: Record<string, string>) {
  const baseEnv = { ...process.env };
  for (const name of INHERITED_SETTINGS) delete baseEnv[name];
  // The generated admin password and the mails go to files of this process, not to backend/.tmp shared by every
  // test (a test that reads the mails names its own MAIL_OUTBOX).
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'backend-strapi-'));
  const child = spawn(process.execPath, [STRAPI_CLI, 'start'], {
    cwd: BACKEND_DIR,
    env: {
      ...baseEnv,
      HOST: '127.0.0.1',
      ADMIN_CREDENTIALS_FILE: path.join(scratch, 'admin-credentials.txt'),
      MAIL_OUTBOX: path.join(scratch, 'outbox'),
      // Each process builds its own downloads: one test's files are never another's.
      DOWNLOAD_CACHE_DIR: path.join(scratch, 'downloads'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.on('exit', () => fs.rmSync(scratch, { recursive: true, force: true }));
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Starts the compiled app the way production does (`strapi start`) and waits until it answers. */
export async function startStrapi(env: Record<string, string>): Promise<StrapiProcess> {
  if (!fs.existsSync(path.join(BACKEND_DIR, 'dist', 'src', 'index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` in backend/ first');
  }
  // Always a free port: two checkouts (or two test files) can run at once.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, exited, output } = spawnStrapi({ ...env, PORT: String(port) });
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exitCode !== undefined) throw new Error(`Strapi exited with code ${exitCode}:\n${output()}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Strapi did not answer within ${READY_TIMEOUT_MS} ms:\n${output()}`);
    }
    const ready = await fetch(`${url}/_health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    output,
    async stop() {
      if (exitCode === undefined) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs `strapi start` expecting it to fail; returns its exit code and output. */
export async function runFailingStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { child, exited, output } = spawnStrapi({ ...env, PORT: String(await freePort()) });
  const timer = setTimeout(() => child.kill('SIGKILL'), READY_TIMEOUT_MS);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
