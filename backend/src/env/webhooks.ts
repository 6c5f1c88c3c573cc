import { secretProblem } from '@shop/platform';
import { appEnv } from './app-env';
import { distinctSecret } from './secret';

const DEV_REVALIDATE_SECRET = 'DEV-ONLY-revalidate-secret';

/**
 * The receiver, from the environment (default: the local stack's gateway). Only the gateway: it clears its caches,
 * then tells the web, whose pages re-render from it; told at once, the web could re-render from stale caches.
 */
export function contentWebhookTargets(env: NodeJS.ProcessEnv = process.env): { name: string; url: string }[] {
  return [
    {
      name: 'shop: gateway cache invalidation',
      url: env.GATEWAY_REVALIDATE_URL || 'http://localhost:4000/revalidate/',
    },
  ];
}

/**
 * REVALIDATE_SECRET: a DEV-ONLY default in local; in production optional (unset: no webhooks, caches age out by
 * their lifetimes) but never weak.
 */
export function revalidateSecret(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const value = env.REVALIDATE_SECRET || undefined;
  if (appEnv() === 'local') return value ?? DEV_REVALIDATE_SECRET;
  if (value === undefined) return undefined;
  const problem = secretProblem(value);
  if (problem)
    throw new Error(
      `REVALIDATE_SECRET ${problem}: with APP_ENV=production set it to a random value of at least 32 characters`,
    );
  distinctSecret('REVALIDATE_SECRET', value);
  return value;
}
