import type { Core } from '@strapi/strapi';
import { appEnv } from './app-env';

type Env = Core.Config.Shared.ConfigParams['env'];

const MIN_SECRET_LENGTH = 32;
/** Development defaults are marked DEV-ONLY; `change-me` and its spellings are the usual placeholders. */
const PLACEHOLDER = /dev-only|change[\s_.-]*me/i;
/** 32 random hex digits have fewer than 8 distinct ones about once in 30 million: a lower count was typed, not drawn. */
const MIN_DISTINCT_CHARACTERS = 8;

/** Whether `value` is a shorter pattern said again (`abcabcabc…`, `aaaa…`): its smallest period is at most half of it. */
function isRepeatedPattern(value: string): boolean {
  for (let period = 1; period <= value.length / 2; period += 1) {
    if (value.slice(period) === value.slice(0, value.length - period)) return true;
  }
  return false;
}

/**
 * What is wrong with a production secret, or null when it will do: missing, a placeholder, short, or easy to guess
 * (few distinct characters, or a short pattern repeated; issue 29 found 32 × `a` accepted). The same rule is written
 * in gateway/src/config.ts and web/src/config/env.ts (one per service, to be shared by issue 30).
 */
export function secretProblem(value: string): string | null {
  if (!value) return 'is missing';
  if (PLACEHOLDER.test(value)) return 'is a development or placeholder value';
  if (value.length < MIN_SECRET_LENGTH) return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS || isRepeatedPattern(value))
    return 'is too easy to guess (a repeated pattern or few distinct characters)';
  return null;
}

/** The production secrets read so far in this process, by value: no two variables may share one. */
const secretsRead = new Map<string, string>();

/**
 * Refuses `value` for `name` when another secret of this service already has it: one leaked value would open both
 * doors (signed links and the gateway's trust, say). Reading the same variable again is fine.
 */
export function distinctSecret(name: string, value: string): void {
  const other = secretsRead.get(value);
  if (other !== undefined && other !== name) {
    throw new Error(
      `${name} is the same value as ${other}: with APP_ENV=production give each secret its own random value`,
    );
  }
  secretsRead.set(value, name);
}

function refuse(name: string, problem: string): never {
  throw new Error(
    `${name} ${problem}: with APP_ENV=production set it to a random value of at least ${MIN_SECRET_LENGTH} characters`,
  );
}

/**
 * Reads a secret from the environment. With APP_ENV=local a clearly marked DEV-ONLY default is used so that a
 * fresh clone starts without a .env file; with APP_ENV=production a missing, short, placeholder or guessable value,
 * or one another secret already has, stops start-up, naming the variable(s).
 */
export function secret(env: Env, name: string, developmentDefault: string): string {
  const value = env(name, '');
  if (appEnv() === 'local') return value || developmentDefault;
  const problem = secretProblem(value);
  if (problem) refuse(name, problem);
  distinctSecret(name, value);
  return value;
}

/** Comma-separated list variant of {@link secret}, used for APP_KEYS: in production each key must pass. */
export function secretList(env: Env, name: string, developmentDefault: string[]): string[] {
  const keys = env(name, '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (appEnv() === 'local') return keys.length > 0 ? keys : developmentDefault;
  if (keys.length === 0) refuse(name, 'is missing');
  keys.forEach((key, index) => {
    const problem = secretProblem(key);
    if (problem) refuse(`${name} (key ${index + 1})`, problem);
    distinctSecret(`${name} (key ${index + 1})`, key);
  });
  return keys;
}
