import { createHash } from 'node:crypto';
import { InputError } from '../domain/errors';
import { type Allowances, RateLimitedError, type RateLimitKind } from './rate-limits';

const hashed = (value: string) => createHash('sha256').update(value).digest('base64url');

/** The account a sign-in tries, as a rate-limit key: the lower-cased identifier, hashed (no email in Redis). */
export function accountKey(identifier: string): string {
  return `account:${hashed(identifier.trim().toLowerCase())}`;
}

/** The session a password check comes with (changePassword, deleteAccount), hashed: its account as a key. */
const sessionKey = (bearer: string) => `session:${hashed(bearer)}`;

type Taken = Array<[RateLimitKind, string]>;

/** The points of `keys` in turn; any refusal gives back what was taken before it and is thrown. */
async function takeAll(limits: Allowances, keys: Taken, taken: Taken): Promise<void> {
  for (const [kind, key] of keys) {
    try {
      await limits.take(kind, key);
    } catch (refusal) {
      await giveBackAll(limits, taken);
      throw refusal;
    }
    taken.push([kind, key]);
  }
}

const giveBackAll = (limits: Allowances, taken: Taken) =>
  Promise.all(taken.map(([kind, key]) => limits.giveBack(kind, key)));

/** Runs `attempt` on the points taken: kept when it was a wrong password, given back for anything else. */
async function keptIfWrong<T>(
  limits: Allowances,
  taken: Taken,
  attempt: () => Promise<T>,
  wrongReason: string,
): Promise<T> {
  let answer: T;
  try {
    answer = await attempt();
  } catch (error) {
    if (!(error instanceof InputError && error.reason === wrongReason)) await giveBackAll(limits, taken);
    throw error;
  }
  await giveBackAll(limits, taken);
  return answer;
}

/**
 * A sign-in within the allowances of its client (`signIn`, 10 a minute) and of its account (`signInAccount`, 10 per
 * 15 minutes). Once the account's are spent, each (client, account) pair still has one attempt per window
 * (`signInPair`): many addresses guessing one account cannot lock its owner out, and each of them guesses once per
 * window. Only a wrong identifier or password keeps its points; RATE_LIMITED comes before the backend is asked.
 */
export async function limitedSignIn<T>(
  limits: Allowances,
  client: string,
  identifier: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const account = accountKey(identifier);
  const taken: Taken = [];
  await takeAll(limits, [['signIn', client]], taken);
  try {
    await limits.take('signInAccount', account);
    taken.push(['signInAccount', account]);
  } catch (refusal) {
    if (!(refusal instanceof RateLimitedError)) {
      await giveBackAll(limits, taken);
      throw refusal;
    }
    await takeAll(limits, [['signInPair', `${client}|${account}`]], taken);
  }
  return keptIfWrong(limits, taken, attempt, 'INVALID_CREDENTIALS');
}

/**
 * A password check of a signed-in request (changePassword, deleteAccount), limited like sign-ins: per client and
 * per session, so a stolen session cannot guess its account's password faster from many addresses. The owner's
 * other sessions keep their own allowance; a wrong current password keeps its points.
 */
export async function limitedPasswordCheck<T>(
  limits: Allowances,
  client: string,
  bearer: string,
  attempt: () => Promise<T>,
): Promise<T> {
  const taken: Taken = [];
  await takeAll(
    limits,
    [
      ['signIn', client],
      ['signInAccount', sessionKey(bearer)],
    ],
    taken,
  );
  return keptIfWrong(limits, taken, attempt, 'WRONG_CURRENT_PASSWORD');
}
