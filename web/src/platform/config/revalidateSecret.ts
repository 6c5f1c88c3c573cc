import { createHash, timingSafeEqual } from 'node:crypto';
import { secretProblem } from '@shop/platform';
import { EnvError } from './env';

/** The header Strapi's webhooks carry the shared secret in (set by backend/src/webhooks). */
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';
export const DEV_REVALIDATE_SECRET = 'DEV-ONLY-revalidate-secret';

/**
 * REVALIDATE_SECRET, shared with the backend's webhooks and the gateway. In `local` a DEV-ONLY default; in
 * production optional (unset: the endpoint refuses every call, pages age out by their lifetimes) but never weak.
 */
export function readRevalidateSecret(env: Record<string, string | undefined> = process.env): string | undefined {
  const value = env.REVALIDATE_SECRET || undefined;
  if ((env.APP_ENV || 'local') !== 'production') return value ?? DEV_REVALIDATE_SECRET;
  if (value === undefined) return undefined;
  const weak = secretProblem(value);
  if (weak) throw new EnvError(`Invalid environment configuration:\n  REVALIDATE_SECRET: ${weak}`);
  return value;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `presented` is the secret, compared in constant time; never when there is no secret. */
export function isRevalidateSecret(presented: string | null, secret: string | undefined): boolean {
  return secret !== undefined && presented !== null && timingSafeEqual(digest(presented), digest(secret));
}
