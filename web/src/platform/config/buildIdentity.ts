import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build a server runs: Next's build id and deployment id (skew protection), and when it was built. */
export interface BuildIdentity {
  id: string;
  time: string;
}

/** What Next accepts as a deployment id (no dots), kept short: it goes into every asset's URL. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
/**
 * `next build` evaluates next.config in its own process and again in its workers: the first
 * evaluation records the identity here, and the workers it spawns inherit it, so that the whole
 * build shares one id.
 */
const RECORDED = '__SHOP_BUILD_IDENTITY';

/** One identity per `next build`: `BUILD_ID` when the deploy names it, else the build's time and a random part. */
export function buildIdentity(
  env: Record<string, string | undefined> = process.env,
  now: Date = new Date(),
): BuildIdentity {
  const recorded = env[RECORDED];
  if (recorded) return JSON.parse(recorded) as BuildIdentity;
  const given = env.BUILD_ID?.trim();
  if (given !== undefined && given !== '' && !SAFE_ID.test(given))
    throw new Error(`BUILD_ID must be 1 to 64 letters, digits, '_' or '-' (got "${given}")`);
  const id = given || `${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
  const identity = { id, time: now.toISOString() };
  env[RECORDED] = JSON.stringify(identity);
  return identity;
}

/**
 * The running server evaluates next.config again: it must take the id its build wrote (Next's
 * BUILD_ID file), not make a new one, or asset URLs would name another deployment.
 */
export function builtId(distDir: string): string | undefined {
  try {
    return readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
