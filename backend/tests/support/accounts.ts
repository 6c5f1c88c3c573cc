import { sqliteDatabase, type TestDatabase } from './databases';
import { type StrapiProcess, startStrapi } from './strapi-process';

/** Accounts of a Strapi process under test, created the way the gateway does (register with the shared secret). */
export const GATEWAY_SECRET = 'test-gateway-secret';

export interface Registered {
  jwt: string;
  user: { id: number; username: string; email: string; confirmed: boolean; language: string };
}

export async function register(
  baseUrl: string,
  email: string,
  { password = 'secret-password-1', locale = 'en' }: { password?: string; locale?: string } = {},
): Promise<Registered> {
  const response = await fetch(`${baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-gateway-secret': GATEWAY_SECRET, 'x-shop-locale': locale },
    body: JSON.stringify({ username: email, email, password }),
  });
  if (response.status !== 200) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Registered;
}

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** A unique address per call, so tests sharing a process never collide. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A backend for account tests: a fresh database (SQLite unless given), a small catalogue, the gateway's secret
 * and no auth rate limit unless `env` says otherwise; stop() also removes the database.
 */
export async function startAccountsBackend(
  env: Record<string, string> = {},
  database: TestDatabase = sqliteDatabase(),
): Promise<StrapiProcess> {
  const strapi = await startStrapi({
    ...database.env,
    SEED_DIAGRAMS: '20',
    AUTH_RATE_LIMIT: 'false',
    GATEWAY_SECRET,
    ...env,
  }).catch(async (error: unknown) => {
    await database.cleanup();
    throw error;
  });
  return {
    ...strapi,
    async stop() {
      await strapi.stop();
      await database.cleanup();
    },
  };
}
