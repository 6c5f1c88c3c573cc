import { createHash } from 'node:crypto';
import { InputError } from '../domain/errors';
import type { Allowances } from './rate-limits';

/** The account a sign-in tries, as a rate-limit key: the lower-cased identifier, hashed (no email in Redis). */
export function accountKey(identifier: string): string {
  return `account:${createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url')}`;
}

const isWrongCredentials = (error: unknown) => error instanceof InputError && error.reason === 'INVALID_CREDENTIALS';

/**
 * A sign-in within the `signIn` allowance of both the client and the account: each attempt takes a point of each
 * beforehand, and only a wrong identifier or password keeps them, so after 10 failures in a minute from one address,
 * or against one account, the next attempt is RATE_LIMITED before it reaches the backend.
 */
export async function limitedSignIn<T>(
  limits: Allowances,
  client: string,
  identifier: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const account = accountKey(identifier);
  await limits.take('signIn', client);
  try {
    await limits.take('signIn', account);
  } catch (refusal) {
    await limits.giveBack('signIn', client);
    throw refusal;
  }
  const giveBack = () => Promise.all([limits.giveBack('signIn', client), limits.giveBack('signIn', account)]);
  let signedIn: T;
  try {
    signedIn = await attempt();
  } catch (error) {
    if (!isWrongCredentials(error)) await giveBack();
    throw error;
  }
  await giveBack();
  return signedIn;
}
